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

/**
 * US states and DC by postal abbreviation: the ', ST' at the end of every gazetteer name. A search for a state's
 * name or abbreviation becomes a filter on the gazetteer cities of that state (see browse.ts).
 */
export const US_STATES: Readonly<Record<string, string>> = {
  AL: 'Alabama',
  AK: 'Alaska',
  AZ: 'Arizona',
  AR: 'Arkansas',
  CA: 'California',
  CO: 'Colorado',
  CT: 'Connecticut',
  DE: 'Delaware',
  DC: 'District of Columbia',
  FL: 'Florida',
  GA: 'Georgia',
  HI: 'Hawaii',
  ID: 'Idaho',
  IL: 'Illinois',
  IN: 'Indiana',
  IA: 'Iowa',
  KS: 'Kansas',
  KY: 'Kentucky',
  LA: 'Louisiana',
  ME: 'Maine',
  MD: 'Maryland',
  MA: 'Massachusetts',
  MI: 'Michigan',
  MN: 'Minnesota',
  MS: 'Mississippi',
  MO: 'Missouri',
  MT: 'Montana',
  NE: 'Nebraska',
  NV: 'Nevada',
  NH: 'New Hampshire',
  NJ: 'New Jersey',
  NM: 'New Mexico',
  NY: 'New York',
  NC: 'North Carolina',
  ND: 'North Dakota',
  OH: 'Ohio',
  OK: 'Oklahoma',
  OR: 'Oregon',
  PA: 'Pennsylvania',
  RI: 'Rhode Island',
  SC: 'South Carolina',
  SD: 'South Dakota',
  TN: 'Tennessee',
  TX: 'Texas',
  UT: 'Utah',
  VT: 'Vermont',
  VA: 'Virginia',
  WA: 'Washington',
  WV: 'West Virginia',
  WI: 'Wisconsin',
  WY: 'Wyoming',
};

/** A state name or abbreviation, lower-cased with single spaces, to its abbreviation. */
const stateByTerm = new Map(Object.entries(US_STATES).flatMap(([abbr, name]) => [[abbr.toLowerCase(), abbr] as const, [name.toLowerCase(), abbr] as const]));

/** Gazetteer city names per state abbreviation ('Austin, TX' belongs to TX). */
const citiesByState = new Map<string, string[]>();
for (const place of PLACES) {
  const abbr = /, ([A-Z]{2})$/.exec(place.name)?.[1];
  if (abbr) citiesByState.set(abbr, [...(citiesByState.get(abbr) ?? []), place.name]);
}

/**
 * The gazetteer cities of the US state a search term names ('California', 'ca', 'TX', 'new  york'; any case),
 * or undefined when the term is no state or the gazetteer has no city there (then it stays a text search).
 */
export function citiesOfState(term: string | null | undefined): string[] | undefined {
  const abbr = term ? stateByTerm.get(term.trim().replace(/\s+/g, ' ').toLowerCase()) : undefined;
  return abbr ? citiesByState.get(abbr) : undefined;
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
