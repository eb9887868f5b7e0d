import type { Category, ReportKind } from '../../../gql/graphql';
import { LIMITS } from '@tea/limits';

export type AddPersonValues = {
  firstName?: string;
  lastName?: string;
  category?: Category;
  /** A location name, or NO_LOCATION. */
  location?: string;
  image?: File | null;
  confirmAdult?: boolean;
  reportType?: ReportKind;
  reportTitle?: string;
  reportContent?: string;
};

export type AddPersonErrors = Partial<Record<keyof AddPersonValues, string>>;

export const WIZARD_STEPS = ['Basic Info', 'Details', 'Your Experience'] as const;
export type WizardStep = 1 | 2 | 3;

/** Select option values may not be empty (SPEC §5): "not specified" has its own value. */
export const NO_LOCATION = 'none';

/** SPEC §9 / the API's upload cap: profile images under 5MB, JPEG, PNG or WebP. */
export const IMAGE_MAX_BYTES = 5 * 1024 * 1024;
export const IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp'];

export type ImageProblem = { title: string; description: string };

/** The client-side image checks: an image type the server accepts, under 5MB. */
export function checkImage(file: File): ImageProblem | null {
  if (!IMAGE_TYPES.includes(file.type)) {
    return { title: 'Invalid file type', description: 'Please select an image file. JPEG, PNG and WebP work.' };
  }
  if (file.size >= IMAGE_MAX_BYTES) return { title: 'File too large', description: 'Please select an image under 5MB.' };
  return null;
}

/** The errors of one wizard step (SPEC §5 texts). Next and submit go ahead only when this is empty. */
export function validateStep(step: WizardStep, values: AddPersonValues): AddPersonErrors {
  const errors: AddPersonErrors = {};
  if (step === 1) {
    if (!values.firstName?.trim()) errors.firstName = 'First name is required';
    else if (values.firstName.trim().length > LIMITS.nameMax) {
      errors.firstName = `First name must be at most ${LIMITS.nameMax} characters.`;
    }
    if (!values.lastName?.trim()) errors.lastName = 'Last name is required';
    else if (values.lastName.trim().length > LIMITS.nameMax) {
      errors.lastName = `Last name must be at most ${LIMITS.nameMax} characters.`;
    }
    if (values.category !== 'DATING' && values.category !== 'FRIENDS') {
      errors.category = 'Please choose a connection type (Dating or Friends).';
    }
  }
  if (step === 2 && values.image) {
    const problem = checkImage(values.image);
    if (problem) errors.image = problem.description;
  }
  if (step === 3) {
    if (values.confirmAdult !== true) errors.confirmAdult = 'Please confirm that this person is 18 or older.';
    if (!values.reportType) errors.reportType = 'Please choose an experience type.';
    const title = values.reportTitle?.trim() ?? '';
    if (!title) errors.reportTitle = 'Report title is required';
    else if (title.length < LIMITS.reportTitleMin) errors.reportTitle = 'Title must be at least 5 characters';
    else if (title.length > LIMITS.reportTitleMax) {
      errors.reportTitle = `Title must be at most ${LIMITS.reportTitleMax} characters`;
    }
    const content = values.reportContent?.trim() ?? '';
    if (!content) errors.reportContent = 'Please share your experience';
    else if (content.length < LIMITS.reportContentMin) {
      errors.reportContent = 'Please provide more detail (at least 20 characters)';
    } else if (content.length > LIMITS.reportContentMax) {
      errors.reportContent = `Report must be at most ${LIMITS.reportContentMax.toLocaleString('en-US')} characters`;
    }
  }
  return errors;
}
