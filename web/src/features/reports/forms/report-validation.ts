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
export function validateReport(values: ReportFormValues, now: Date = new Date()): ReportFormErrors {
  const errors: ReportFormErrors = {};
  if (!values.reportType) errors.reportType = 'Please choose an experience type.';
  const title = values.title?.trim() ?? '';
  if (title.length < LIMITS.reportTitleMin) errors.title = 'Title must be at least 5 characters';
  else if (title.length > LIMITS.reportTitleMax) errors.title = `Title must be at most ${LIMITS.reportTitleMax} characters`;
  const content = values.content?.trim() ?? '';
  if (content.length < LIMITS.reportContentMin) errors.content = 'Report must be at least 20 characters';
  else if (content.length > LIMITS.reportContentMax) {
    errors.content = `Report must be at most ${LIMITS.reportContentMax.toLocaleString('en-US')} characters`;
  }
  if (values.category !== 'DATING' && values.category !== 'FRIENDS') {
    errors.category = 'Category must be Friends/Social or Dating/Romantic.';
  }
  if (values.dateOfInteraction && values.dateOfInteraction > todayIsoDate(now)) {
    errors.dateOfInteraction = 'Date of interaction cannot be in the future.';
  }
  return errors;
}
