import type { IntlShape } from 'react-intl';
import type { Category, ReportKind } from '../../../gql/graphql';
import { LIMITS } from '@tea/limits';
import { todayIsoDate } from '../report-display';

export type ReportFormValues = {
  reportType?: ReportKind;
  rating?: number;
  title?: string;
  content?: string;
  category?: Category;
  dateOfInteraction?: string;
  location?: string;
};

export type ReportFormErrors = Partial<Record<keyof ReportFormValues, string>>;

/** SPEC §5 report rules, with the API's texts (api/src/modules/report/report.inputs.ts). */
export function validateReport(values: ReportFormValues, intl: IntlShape, now: Date = new Date()): ReportFormErrors {
  const errors: ReportFormErrors = {};
  if (!values.reportType)
    errors.reportType = intl.formatMessage({
      id: 'reports.validation.type',
      defaultMessage: 'Please choose an experience type.',
      description: 'Report form error.',
    });
  const title = values.title?.trim() ?? '';
  if (title.length < LIMITS.reportTitleMin)
    errors.title = intl.formatMessage(
      { id: 'reports.validation.titleMin', defaultMessage: 'Title must be at least {min} characters', description: 'Report form error.' },
      { min: LIMITS.reportTitleMin },
    );
  else if (title.length > LIMITS.reportTitleMax) {
    errors.title = intl.formatMessage(
      { id: 'reports.validation.titleMax', defaultMessage: 'Title must be at most {max} characters', description: 'Report form error.' },
      { max: LIMITS.reportTitleMax },
    );
  }
  const content = values.content?.trim() ?? '';
  if (content.length < LIMITS.reportContentMin)
    errors.content = intl.formatMessage(
      { id: 'reports.validation.contentMin', defaultMessage: 'Report must be at least {min} characters', description: 'Report form error.' },
      { min: LIMITS.reportContentMin },
    );
  else if (content.length > LIMITS.reportContentMax) {
    errors.content = intl.formatMessage(
      { id: 'reports.validation.contentMax', defaultMessage: 'Report must be at most {max, number} characters', description: 'Report form error.' },
      { max: LIMITS.reportContentMax },
    );
  }
  if (values.category !== 'DATING' && values.category !== 'FRIENDS') {
    errors.category = intl.formatMessage({
      id: 'reports.validation.category',
      defaultMessage: 'Category must be Friends/Social or Dating/Romantic.',
      description: 'Report form error.',
    });
  }
  if (values.dateOfInteraction && values.dateOfInteraction > todayIsoDate(now)) {
    errors.dateOfInteraction = intl.formatMessage({
      id: 'reports.validation.futureDate',
      defaultMessage: 'Date of interaction cannot be in the future.',
      description: 'Report form error.',
    });
  }
  return errors;
}
