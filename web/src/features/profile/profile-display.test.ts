import { approvedImageOf, distanceInMiles, distanceLabel, flagLabelOf, profileInitialsOf, profileNameOf, ratingToneOf } from './profile-display';

describe('profile display rules', () => {
  it('names a profile by first and optional last name, else the display name', () => {
    expect(profileNameOf({ firstName: 'Ana', lastName: 'Ruiz', displayName: 'x' })).toBe('Ana Ruiz');
    expect(profileNameOf({ firstName: 'Ana', lastName: null, displayName: 'x' })).toBe('Ana');
    expect(profileNameOf({ firstName: ' ', lastName: null, displayName: 'Anonymous A.' })).toBe('Anonymous A.');
    expect(profileInitialsOf({ firstName: 'ana', lastName: 'ruiz', displayName: '' })).toBe('AR');
    expect(profileInitialsOf({ firstName: 'Ana', lastName: null, displayName: '' })).toBe('A');
  });

  it('shows an image only when it exists and is approved', () => {
    expect(approvedImageOf({ profileImageUrl: '/img/1', imageApprovalStatus: 'APPROVED' })).toBe('/img/1');
    expect(approvedImageOf({ profileImageUrl: '/img/1', imageApprovalStatus: 'PENDING' })).toBeNull();
    expect(approvedImageOf({ profileImageUrl: null, imageApprovalStatus: 'APPROVED' })).toBeNull();
  });

  it('measures great-circle distance with a 3959-mile earth radius, rounded to 0.1', () => {
    const newYork = { latitude: 40.7128, longitude: -74.006 };
    const losAngeles = { latitude: 34.0522, longitude: -118.2437 };
    expect(distanceInMiles(newYork, losAngeles)).toBe(2445.7);
    expect(distanceInMiles(newYork, newYork)).toBe(0);
  });

  it("labels distances '< 1 mile away', '1 mile away' and 'N miles away'", () => {
    expect(distanceLabel(0)).toBe('< 1 mile away');
    expect(distanceLabel(0.94)).toBe('< 1 mile away');
    expect(distanceLabel(1)).toBe('1 mile away');
    expect(distanceLabel(1.04)).toBe('1 mile away');
    expect(distanceLabel(12.34)).toBe('12.3 miles away');
    expect(distanceLabel(null)).toBeNull();
  });

  it('colours the banner by average rating and names the flag', () => {
    expect(ratingToneOf(null, 0)).toBe('none');
    expect(ratingToneOf('4.00', 0)).toBe('none');
    expect(ratingToneOf('3.50', 2)).toBe('good');
    expect(ratingToneOf('3.49', 2)).toBe('mixed');
    expect(ratingToneOf('2.50', 2)).toBe('mixed');
    expect(ratingToneOf('2.49', 2)).toBe('bad');
    // Below the distinct-member threshold (SAFETY 16) the banner stays grey whatever the rating.
    expect(ratingToneOf('1.00', 3, false)).toBe('none');
    expect(ratingToneOf('4.50', 3, false)).toBe('none');
    expect([flagLabelOf('GREEN'), flagLabelOf('RED'), flagLabelOf('NEUTRAL'), flagLabelOf('YELLOW')]).toEqual(['Green Flag', 'Red Flag', 'Neutral', 'Neutral']);
  });
});
