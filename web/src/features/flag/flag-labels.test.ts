import { createIntl } from 'react-intl';
import de from '../../i18n/messages/de.json';
import es from '../../i18n/messages/es.json';
import { guidelineRuleLabel, guidelineRuleOptions } from './flag-labels';

describe('guideline rules in her language', () => {
  const en = createIntl({ locale: 'en', timeZone: 'UTC' });
  const spanish = createIntl({ locale: 'es', timeZone: 'UTC', messages: es });
  const german = createIntl({ locale: 'de', timeZone: 'UTC', messages: de });

  it('names every rule of the decision dialog as /guidelines titles it, in Spanish and in English', () => {
    expect(guidelineRuleOptions(spanish)).toEqual([
      { value: 'OWN_EXPERIENCE', label: 'Comparte tu propia experiencia' },
      { value: 'PERSONAL_INFORMATION', label: 'No incluyas información personal' },
      { value: 'NAMING_PEOPLE', label: 'Cómo nombrar a las personas' },
      { value: 'PHOTOS', label: 'Fotos' },
      { value: 'ZERO_TOLERANCE', label: 'Tolerancia cero' },
      { value: 'FAIR_AND_KIND', label: 'Sé justa y amable' },
    ]);
    // English as /guidelines titles its sections.
    expect(guidelineRuleOptions(en).map((o) => o.label)).toEqual([
      'Share your own experience',
      'Keep personal information out',
      'Naming people',
      'Photos',
      'Zero tolerance',
      'Be fair and kind',
    ]);
  });

  it('names one rule (an upheld case) in German, and leaves a code it does not know as it is', () => {
    expect(guidelineRuleLabel('FAIR_AND_KIND', german)).toBe('Sei fair und freundlich');
    expect(guidelineRuleLabel('NEW_RULE', german)).toBe('NEW_RULE');
    expect(guidelineRuleLabel(null, german)).toBeNull();
  });
});
