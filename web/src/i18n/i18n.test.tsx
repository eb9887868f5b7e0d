import { FormattedDate, FormattedMessage, FormattedRelativeTime, IntlProvider } from 'react-intl';
import { render, screen } from '@testing-library/react';
import { formatDate } from '../features/reports/report-display';
import { renderWithProviders } from '../test/render-with-providers';
import { browserLocale } from './locale';
import { i18nStateElement, readI18nState } from './i18n-state';
import { LanguageMenu } from './LanguageMenu';

// Issue 23: which language a browser starts in, switching it, and dates per language and zone (CLDR through Intl).

afterEach(() => {
  document.cookie = 'tea_lang=; Max-Age=0; Path=/';
  delete document.documentElement.dataset.locale;
});

describe('the starting language', () => {
  it("is a server render's, else the language menu's cookie, else the browser's languages, else English", () => {
    expect(browserLocale(document, { languages: ['pt-BR', 'fr-CA', 'en'] })).toBe('fr');
    expect(browserLocale(document, { languages: ['pt-BR'] })).toBe('en');
    document.cookie = 'tea_lang=de; Path=/';
    expect(browserLocale(document, { languages: ['fr'] })).toBe('de');
    document.documentElement.dataset.locale = 'es';
    expect(browserLocale(document, { languages: ['fr'] })).toBe('es');
  });

  it('reads back the catalogue a server render put in the page, and nothing from a broken block', () => {
    document.body.innerHTML = i18nStateElement({ locale: 'es', messages: { 'footer.language': 'Idioma', x: '</script><b>' } });
    expect(readI18nState()).toEqual({ locale: 'es', messages: { 'footer.language': 'Idioma', x: '</script><b>' } });
    document.body.innerHTML = '<script type="application/json" id="__I18N__" data-locale="xx">{}</script>';
    expect(readI18nState()).toBeNull();
  });
});

describe('the language menu', () => {
  it('switches the app, remembers the choice in this browser and marks the page', async () => {
    const { user } = renderWithProviders(
      <>
        <LanguageMenu />
        <FormattedMessage id="footer.tagline" defaultMessage="Tea: honest reports, moderated, by women for women." />
      </>,
    );
    expect(screen.getByText('Tea: honest reports, moderated, by women for women.')).toBeTruthy();
    await user.selectOptions(screen.getByLabelText('Language'), 'fr');
    expect(await screen.findByText('Tea : des témoignages sincères, modérés, par des femmes pour des femmes.', undefined, { timeout: 5000 })).toBeTruthy();
    expect(screen.getByLabelText('Langue')).toBeTruthy();
    expect(document.cookie).toContain('tea_lang=fr');
    expect(document.documentElement.lang).toBe('fr');
    expect(JSON.parse(localStorage.getItem('userPreferences')!).language).toBe('fr');
  });
});

describe('dates and plurals per language and time zone', () => {
  const lateEvening = '2026-03-01T03:30:00Z'; // 21:30 on Feb 28 in Chicago (UTC-6), 19:30 in Los Angeles

  it.each([
    ['en', 'UTC', 'Mar 1, 2026'],
    ['en', 'America/Chicago', 'Feb 28, 2026'],
    ['es', 'America/Chicago', '28 feb 2026'],
    ['fr', 'UTC', '1 mars 2026'],
    ['de', 'America/Los_Angeles', '28. Feb. 2026'],
  ])('formats a date in %s, %s as %j', (locale, zone, expected) => {
    expect(formatDate(lateEvening, zone, locale)).toBe(expected);
  });

  it.each([
    ['en', 'UTC', '3:30 AM'],
    ['en', 'America/Chicago', '9:30 PM'],
    ['de', 'America/New_York', '22:30'],
  ])('shows a time in %s, %s as %j through the provider', (locale, zone, expected) => {
    render(
      <IntlProvider locale={locale} timeZone={zone}>
        <FormattedDate value={lateEvening} hour="numeric" minute="2-digit" />
      </IntlProvider>,
    );
    expect(screen.getByText((text) => text.replace(/\s/g, ' ') === expected)).toBeTruthy();
  });

  it.each([
    ['en', '3 hours ago', 'yesterday'],
    ['es', 'hace 3 horas', 'ayer'],
    ['fr', 'il y a 3 heures', 'hier'],
    ['de', 'vor 3 Stunden', 'gestern'],
  ])('says relative times in %s per CLDR', (locale, hours, day) => {
    render(
      <IntlProvider locale={locale}>
        <p>
          <FormattedRelativeTime value={-3} unit="hour" />
        </p>
        <p>
          <FormattedRelativeTime value={-1} unit="day" numeric="auto" />
        </p>
      </IntlProvider>,
    );
    expect(screen.getByText(hours)).toBeTruthy();
    expect(screen.getByText(day)).toBeTruthy();
  });

  it.each([
    ['en', 1, '1 report'],
    ['en', 2, '2 reports'],
    ['fr', 0, '0 signalement'],
    ['fr', 2, '2 signalements'],
    ['de', 1, '1 Bericht'],
    ['es', 1000, '1000 reportes'],
  ])('picks the plural form of %s for %d', (locale, n, expected) => {
    const message = {
      en: '{n, plural, one {# report} other {# reports}}',
      fr: '{n, plural, one {# signalement} other {# signalements}}',
      de: '{n, plural, one {# Bericht} other {# Berichte}}',
      es: '{n, plural, one {# reporte} other {# reportes}}',
    }[locale]!;
    render(
      <IntlProvider locale={locale} messages={{ count: message }}>
        <FormattedMessage id="count" values={{ n }} />
      </IntlProvider>,
    );
    expect(screen.getByText((text) => text.replace(/\s/g, ' ') === expected.replace(/\s/g, ' '))).toBeTruthy();
  });
});
