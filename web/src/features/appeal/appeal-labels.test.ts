import { createIntl } from 'react-intl';
import es from '../../i18n/messages/es.json';
import { decisionKindLabel } from './appeal-labels';

/** Every kind of decision the API writes about a member's content or account (api/src/modules/<noun>/commands). */
const KINDS_SHE_READS = [
  'report.reject',
  'report.delete',
  'report.edit',
  'profile.edit',
  'profile.delete',
  'image.reject',
  'flags.hide',
  'flags.uphold',
  'user.warn',
  'user.suspend',
  'user.ban',
  'removal.hide',
  'removal.dismiss',
];

describe('what a decision did, in her language', () => {
  const spanish = createIntl({ locale: 'es', timeZone: 'UTC', messages: es });

  it('names every kind of decision she can read (none falls back to the generic "Moderation decision")', () => {
    const en = createIntl({ locale: 'en', timeZone: 'UTC' });
    expect(KINDS_SHE_READS.filter((kind) => decisionKindLabel(kind, en) === 'Moderation decision')).toEqual([]);
    expect(decisionKindLabel('something.new', en)).toBe('Moderation decision');
  });

  it('tells a suspension from a ban, and a warning, in Spanish', () => {
    expect(['user.warn', 'user.suspend', 'user.ban'].map((kind) => decisionKindLabel(kind, spanish))).toEqual([
      'Advertencia',
      'Cuenta suspendida',
      'Cuenta expulsada',
    ]);
  });
});
