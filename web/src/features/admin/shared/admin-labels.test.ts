import { createIntl } from 'react-intl';
import es from '../../../i18n/messages/es.json';
import { auditActionText, hoursText, reasonLabel, reasonText } from './admin-labels';

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

describe('labels in her language', () => {
  const en = createIntl({ locale: 'en', timeZone: 'UTC' });
  const spanish = createIntl({ locale: 'es', timeZone: 'UTC', messages: es });

  it('translates reason codes and audit actions, and spells out codes no list knows', () => {
    expect(reasonText(spanish, 'personal_information')).toBe('Información personal');
    expect(reasonText(en, 'PERSONAL_INFORMATION')).toBe('Personal information');
    expect(reasonText(spanish, 'impersonation_claim')).toBe('Impersonation claim');
    expect(auditActionText(spanish, 'report.reject')).toBe('Reporte rechazado');
    expect(auditActionText(en, 'report.reject')).toBe('Report rejected');
    expect(auditActionText(en, 'report.new_thing')).toBe('Report new thing');
  });

  it('writes durations as before in English and with the plural rules of her language', () => {
    expect([0.2, 5.55, 60].map((hours) => hoursText(en, hours))).toEqual(['12 min', '5.6 h', '2.5 days']);
    expect([5.55, 24 * 3].map((hours) => hoursText(spanish, hours))).toEqual(['5,6 h', '3 días']);
    expect(hoursText(en, null)).toBe('—');
  });
});
