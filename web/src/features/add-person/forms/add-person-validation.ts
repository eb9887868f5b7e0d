import { defineMessage, defineMessages, type IntlShape } from 'react-intl';
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

/** The steps' names, in order. */
export const WIZARD_STEPS = [
  defineMessage({ id: 'addPerson.steps.basicInfo', defaultMessage: 'Basic Info' }),
  defineMessage({ id: 'addPerson.steps.details', defaultMessage: 'Details' }),
  defineMessage({ id: 'addPerson.steps.experience', defaultMessage: 'Your Experience' }),
] as const;

/** The texts of the checks below (SPEC §5). */
const messages = defineMessages({
  invalidType: { id: 'addPerson.image.invalidType', defaultMessage: 'Invalid file type' },
  invalidTypeHint: { id: 'addPerson.image.invalidTypeHint', defaultMessage: 'Please select an image file. JPEG, PNG and WebP work.' },
  tooLarge: { id: 'addPerson.image.tooLarge', defaultMessage: 'File too large' },
  tooLargeHint: { id: 'addPerson.image.tooLargeHint', defaultMessage: 'Please select an image under 5MB.' },
  firstNameRequired: { id: 'addPerson.validation.firstNameRequired', defaultMessage: 'First name is required' },
  lastNameRequired: { id: 'addPerson.validation.lastNameRequired', defaultMessage: 'Last name is required' },
  category: { id: 'addPerson.validation.category', defaultMessage: 'Please choose a connection type (Dating or Friends).' },
  confirmAdult: { id: 'addPerson.validation.confirmAdult', defaultMessage: 'Please confirm that this person is 18 or older.' },
  reportType: { id: 'addPerson.validation.reportType', defaultMessage: 'Please choose an experience type.' },
  titleRequired: { id: 'addPerson.validation.titleRequired', defaultMessage: 'Report title is required' },
  titleTooShort: { id: 'addPerson.validation.titleTooShort', defaultMessage: 'Title must be at least 5 characters' },
  contentRequired: { id: 'addPerson.validation.contentRequired', defaultMessage: 'Please share your experience' },
  contentTooShort: { id: 'addPerson.validation.contentTooShort', defaultMessage: 'Please provide more detail (at least 20 characters)' },
});

type Max = { max: number };
const firstNameTooLong = defineMessage<Max>({
  id: 'addPerson.validation.firstNameTooLong',
  defaultMessage: 'First name must be at most {max, number} characters.',
});
const lastNameTooLong = defineMessage<Max>({
  id: 'addPerson.validation.lastNameTooLong',
  defaultMessage: 'Last name must be at most {max, number} characters.',
});
const titleTooLong = defineMessage<Max>({ id: 'addPerson.validation.titleTooLong', defaultMessage: 'Title must be at most {max, number} characters' });
const contentTooLong = defineMessage<Max>({ id: 'addPerson.validation.contentTooLong', defaultMessage: 'Report must be at most {max, number} characters' });

/** What the checks need to write their texts in her language. */
export type Formatter = Pick<IntlShape, 'formatMessage'>;
export type WizardStep = 1 | 2 | 3;

/** Select option values may not be empty (SPEC §5): "not specified" has its own value. */
export const NO_LOCATION = 'none';

/** SPEC §9 / the API's upload cap: profile images under 5MB, JPEG, PNG or WebP. */
export const IMAGE_MAX_BYTES = 5 * 1024 * 1024;
export const IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp'];

export type ImageProblem = { title: string; description: string };

/** The client-side image checks: an image type the server accepts, under 5MB. */
export function checkImage(file: File, intl: Formatter): ImageProblem | null {
  if (!IMAGE_TYPES.includes(file.type)) {
    return { title: intl.formatMessage(messages.invalidType), description: intl.formatMessage(messages.invalidTypeHint) };
  }
  if (file.size >= IMAGE_MAX_BYTES) return { title: intl.formatMessage(messages.tooLarge), description: intl.formatMessage(messages.tooLargeHint) };
  return null;
}

/** The errors of one wizard step (SPEC §5 texts). Next and submit go ahead only when this is empty. */
export function validateStep(step: WizardStep, values: AddPersonValues, intl: Formatter): AddPersonErrors {
  const errors: AddPersonErrors = {};
  if (step === 1) {
    if (!values.firstName?.trim()) errors.firstName = intl.formatMessage(messages.firstNameRequired);
    else if (values.firstName.trim().length > LIMITS.nameMax) {
      errors.firstName = intl.formatMessage(firstNameTooLong, { max: LIMITS.nameMax });
    }
    if (!values.lastName?.trim()) errors.lastName = intl.formatMessage(messages.lastNameRequired);
    else if (values.lastName.trim().length > LIMITS.nameMax) {
      errors.lastName = intl.formatMessage(lastNameTooLong, { max: LIMITS.nameMax });
    }
    if (values.category !== 'DATING' && values.category !== 'FRIENDS') {
      errors.category = intl.formatMessage(messages.category);
    }
  }
  if (step === 2 && values.image) {
    const problem = checkImage(values.image, intl);
    if (problem) errors.image = problem.description;
  }
  if (step === 3) {
    if (values.confirmAdult !== true) errors.confirmAdult = intl.formatMessage(messages.confirmAdult);
    if (!values.reportType) errors.reportType = intl.formatMessage(messages.reportType);
    const title = values.reportTitle?.trim() ?? '';
    if (!title) errors.reportTitle = intl.formatMessage(messages.titleRequired);
    else if (title.length < LIMITS.reportTitleMin) errors.reportTitle = intl.formatMessage(messages.titleTooShort);
    else if (title.length > LIMITS.reportTitleMax) {
      errors.reportTitle = intl.formatMessage(titleTooLong, { max: LIMITS.reportTitleMax });
    }
    const content = values.reportContent?.trim() ?? '';
    if (!content) errors.reportContent = intl.formatMessage(messages.contentRequired);
    else if (content.length < LIMITS.reportContentMin) {
      errors.reportContent = intl.formatMessage(messages.contentTooShort);
    } else if (content.length > LIMITS.reportContentMax) {
      errors.reportContent = intl.formatMessage(contentTooLong, { max: LIMITS.reportContentMax });
    }
  }
  return errors;
}
