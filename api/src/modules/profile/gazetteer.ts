/**
 * The fixed gazetteer of locations a profile may have (SPEC §9's options). Coordinates are city centroids,
 * never a person's position (SAFETY 4). Add a city here to offer it everywhere.
 */
export interface Place {
  name: string;
  latitude: number;
  longitude: number;
}

export const PLACES: readonly Place[] = [
  { name: 'New York, NY', latitude: 40.7128, longitude: -74.006 },
  { name: 'Los Angeles, CA', latitude: 34.0522, longitude: -118.2437 },
  { name: 'Chicago, IL', latitude: 41.8781, longitude: -87.6298 },
  { name: 'San Francisco, CA', latitude: 37.7749, longitude: -122.4194 },
  { name: 'Austin, TX', latitude: 30.2672, longitude: -97.7431 },
  { name: 'Miami, FL', latitude: 25.7617, longitude: -80.1918 },
  { name: 'Boston, MA', latitude: 42.3601, longitude: -71.0589 },
  { name: 'Seattle, WA', latitude: 47.6062, longitude: -122.3321 },
];

const byName = new Map(PLACES.map((p) => [p.name.toLowerCase(), p]));

/** The gazetteer entry for a location text (case-insensitive), or undefined for free text. */
export function findPlace(location: string | null | undefined): Place | undefined {
  return location ? byName.get(location.trim().toLowerCase()) : undefined;
}

export const EARTH_RADIUS_MILES = 3959;

/** Great-circle distance (haversine, radius 3959 miles), rounded to 0.1 mile. */
export function distanceMiles(a: { latitude: number; longitude: number }, b: { latitude: number; longitude: number }): number {
  const rad = (d: number) => (d * Math.PI) / 180;
  const dLat = rad(b.latitude - a.latitude);
  const dLon = rad(b.longitude - a.longitude);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(rad(a.latitude)) * Math.cos(rad(b.latitude)) * Math.sin(dLon / 2) ** 2;
  return Math.round(2 * EARTH_RADIUS_MILES * Math.asin(Math.min(1, Math.sqrt(h))) * 10) / 10;
}
