import { createIntl } from 'react-intl';
import es from '../../i18n/messages/es.json';
import { approvedImageOf, distanceInMiles, distanceLabel, flagLabelOf, profileInitialsOf, profileNameOf, ratingText, ratingToneOf } from './profile-display';

const en = createIntl({ locale: 'en', defaultLocale: 'en' });

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
    expect(distanceLabel(en, 0)).toBe('< 1 mile away');
    expect(distanceLabel(en, 0.94)).toBe('< 1 mile away');
    expect(distanceLabel(en, 1)).toBe('1 mile away');
    expect(distanceLabel(en, 1.04)).toBe('1 mile away');
    expect(distanceLabel(en, 12.34)).toBe('12.3 miles away');
    expect(distanceLabel(en, null)).toBeNull();
  });

  it('says distances and ratings in Spanish with a decimal comma (issue 23)', () => {
    const spanish = createIntl({ locale: 'es', defaultLocale: 'en', messages: es });
    expect(distanceLabel(spanish, 1)).toBe('a 1 milla');
    expect(distanceLabel(spanish, 12.34)).toBe('a 12,3 millas');
    expect(ratingText(spanish, '4.50')).toBe('4,5');
    expect(ratingText(en, '4.50')).toBe('4.5');
    expect(spanish.formatMessage(flagLabelOf('RED'))).toBe('Bandera roja');
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
    expect([flagLabelOf('GREEN'), flagLabelOf('RED'), flagLabelOf('NEUTRAL'), flagLabelOf('YELLOW')].map((label) => en.formatMessage(label))).toEqual([
      'Green Flag',
      'Red Flag',
      'Neutral',
      'Neutral',
    ]);
  });
});
