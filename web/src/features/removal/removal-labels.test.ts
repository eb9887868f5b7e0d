import { createIntl } from 'react-intl';
import es from '../../i18n/messages/es.json';
import { statusLabel, targetLabel } from './removal-labels';

describe('removal request labels', () => {
  it('read in English without a language, and in hers with one', () => {
    expect([targetLabel('REPORT'), statusLabel('UPHELD')]).toEqual(['Report', 'Upheld']);
    const intl = createIntl({ locale: 'es', messages: es });
    expect([targetLabel('REPORT', intl), targetLabel('IMAGE', intl), statusLabel('DISMISSED', intl)]).toEqual(['Reporte', 'Foto', 'Desestimada']);
  });
});
