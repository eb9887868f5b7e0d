import { reasonLabel } from './admin-labels';

describe('reasonLabel', () => {
  it('reads the enum name and the stored code alike (the audit log carries the stored one)', () => {
    expect(reasonLabel('PERSONAL_INFORMATION')).toBe('Personal information');
    expect(reasonLabel('personal_information')).toBe('Personal information');
    expect(reasonLabel('intimate_image')).toBe('Intimate image');
    expect(reasonLabel('defamation')).toBe('False or defamatory');
  });

  it('spells out a code it does not know instead of showing it raw, and gives nothing for nothing', () => {
    expect(reasonLabel('impersonation_claim')).toBe('Impersonation claim');
    expect(reasonLabel(null)).toBeNull();
    expect(reasonLabel('')).toBeNull();
  });
});
