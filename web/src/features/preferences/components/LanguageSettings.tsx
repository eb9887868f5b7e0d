import { defineMessages, useIntl } from 'react-intl';
import { LOCALES, TIME_ZONES, type TimeZone } from '@tea/limits';
import { SelectField } from '../../../ui/Field';
import { useLocale } from '../../../i18n/locale-context';
import { isLocale, isTimeZone, LOCALE_NAMES } from '../../../i18n/locale';
import { usePreferences } from '../hooks/usePreferences';

const messages = defineMessages({
  language: { id: 'settings.appearance.language', defaultMessage: 'Language' },
  languageHint: {
    id: 'settings.appearance.languageHint',
    defaultMessage: 'The app, and the e-mails and texts we send you, in this language.',
  },
  timeZone: { id: 'settings.appearance.timeZone', defaultMessage: 'Time zone' },
  timeZoneHint: { id: 'settings.appearance.timeZoneHint', defaultMessage: 'Dates and times are shown in this zone.' },
  UTC: { id: 'timeZone.utc', defaultMessage: 'UTC' },
  'America/Los_Angeles': { id: 'timeZone.pacific', defaultMessage: 'Pacific (Los Angeles)' },
  'America/New_York': { id: 'timeZone.eastern', defaultMessage: 'Eastern (New York)' },
  'America/Chicago': { id: 'timeZone.central', defaultMessage: 'Central (Chicago)' },
} satisfies Record<string, unknown> & Record<TimeZone, unknown>);

/**
 * Settings > Appearance: her language and time zone (SPEC: en, es, fr, de; UTC, Pacific, Eastern, Central). Applied at
 * once and saved to her account with the rest of her appearance, so they follow her to every browser.
 */
export function LanguageSettings() {
  const intl = useIntl();
  const { locale, timeZone } = useLocale();
  const { updatePreferences } = usePreferences();
  return (
    <>
      <SelectField
        label={intl.formatMessage(messages.language)}
        hint={intl.formatMessage(messages.languageHint)}
        options={LOCALES.map((value) => ({ value, label: LOCALE_NAMES[value] }))}
        value={locale}
        onChange={(event) => {
          const chosen = event.target.value;
          if (isLocale(chosen)) updatePreferences({ language: chosen });
        }}
      />
      <SelectField
        label={intl.formatMessage(messages.timeZone)}
        hint={intl.formatMessage(messages.timeZoneHint)}
        options={TIME_ZONES.map((value) => ({ value, label: intl.formatMessage(messages[value]) }))}
        value={timeZone}
        onChange={(event) => {
          const chosen = event.target.value;
          if (isTimeZone(chosen)) updatePreferences({ timeZone: chosen });
        }}
      />
    </>
  );
}
