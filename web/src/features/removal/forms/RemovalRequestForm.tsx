import { Form } from 'react-final-form';
import { defineMessages, FormattedMessage, useIntl, type IntlShape } from 'react-intl';
import styled from 'styled-components';
import type { RemovalReason, RemovalTargetType, SubmitRemovalRequestInput } from '../../../gql/graphql';
import { SubmitButton } from '../../../ui/Button';
import { FinalCheckboxField, FinalSelectField, FinalTextAreaField, FinalTextField } from '../../../ui/form/FinalFields';
import { formatOptions, REMOVAL_REASON_OPTIONS, TARGET_OPTIONS } from '../removal-labels';
import { Stack } from '../../../ui/Stack';

const StyledFormError = styled.p`
  font-weight: 600;
  color: ${({ theme }) => theme.colors.destructive};
`;

const NONE = 'NONE';

export type RemovalFormValues = {
  targetType: RemovalTargetType;
  targetId: string;
  reason: string;
  explanation: string;
  contactEmail: string;
  goodFaith: boolean;
};

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

const messages = defineMessages({
  targetId: { id: 'removal.form.targetIdInvalid', defaultMessage: 'Please give the number of the profile, report or image.' },
  reason: { id: 'removal.form.reasonMissing', defaultMessage: 'Please choose a reason.' },
  explanationShort: { id: 'removal.form.explanationShort', defaultMessage: 'Please explain your request in at least 20 characters.' },
  explanationLong: { id: 'removal.form.explanationLong', defaultMessage: 'The explanation must be at most 2,000 characters.' },
  email: { id: 'removal.form.emailInvalid', defaultMessage: 'Please enter a valid e-mail address.' },
  goodFaith: { id: 'removal.form.goodFaithMissing', defaultMessage: 'Please confirm the good-faith statement.' },
  failed: { id: 'removal.form.failed', defaultMessage: 'Something went wrong. Please try again.' },
  formLabel: { id: 'removal.form.label', defaultMessage: 'Removal request' },
  targetType: { id: 'removal.form.targetType', defaultMessage: 'What should be removed?' },
  targetIdLabel: { id: 'removal.form.targetId', defaultMessage: 'Its number' },
  targetIdHint: { id: 'removal.form.targetIdHint', defaultMessage: 'The number in the address of the profile (or shown on the report).' },
  reasonLabel: { id: 'removal.form.reason', defaultMessage: 'Reason' },
  chooseReason: { id: 'removal.form.chooseReason', defaultMessage: 'Choose a reason' },
  explanation: { id: 'removal.form.explanation', defaultMessage: 'Explanation' },
  explanationHint: { id: 'removal.form.explanationHint', defaultMessage: '20 to 2,000 characters. Tell us why the content should be removed.' },
  contactEmail: { id: 'removal.form.contactEmail', defaultMessage: 'Your e-mail address' },
  contactEmailHint: { id: 'removal.form.contactEmailHint', defaultMessage: 'We send a link to confirm your request here, then our decision.' },
  goodFaithLabel: { id: 'removal.form.goodFaith', defaultMessage: 'I state in good faith that the information in this request is accurate.' },
});

/** The same rules and texts as the server (api/src/modules/removal/removal.inputs.ts), in her language. */
export function validateRemoval(v: RemovalFormValues, intl: Pick<IntlShape, 'formatMessage'>): Partial<Record<keyof RemovalFormValues, string>> {
  const errors: Partial<Record<keyof RemovalFormValues, string>> = {};
  if (!/^\d{1,10}$/.test((v.targetId ?? '').trim())) errors.targetId = intl.formatMessage(messages.targetId);
  if (!v.reason || v.reason === NONE) errors.reason = intl.formatMessage(messages.reason);
  const explanation = (v.explanation ?? '').trim();
  if (explanation.length < 20) errors.explanation = intl.formatMessage(messages.explanationShort);
  else if (explanation.length > 2000) errors.explanation = intl.formatMessage(messages.explanationLong);
  if (!EMAIL.test((v.contactEmail ?? '').trim())) errors.contactEmail = intl.formatMessage(messages.email);
  if (v.goodFaith !== true) errors.goodFaith = intl.formatMessage(messages.goodFaith);
  return errors;
}

export type RemovalRequestFormProps = {
  initialTarget: { targetType: RemovalTargetType; targetId: string };
  /** Sends the request; a thrown error's message is shown above the button. */
  onSubmit: (input: SubmitRemovalRequestInput) => Promise<void>;
};

/** The public removal request form (SAFETY 12). */
export function RemovalRequestForm({ initialTarget, onSubmit }: RemovalRequestFormProps) {
  const intl = useIntl();
  const submit = async (v: RemovalFormValues) => {
    try {
      await onSubmit({
        targetType: v.targetType,
        targetId: v.targetId.trim(),
        reason: v.reason as RemovalReason,
        explanation: v.explanation.trim(),
        contactEmail: v.contactEmail.trim(),
        goodFaith: v.goodFaith,
      });
      return undefined;
    } catch (error) {
      return { formError: error instanceof Error ? error.message : intl.formatMessage(messages.failed) };
    }
  };
  return (
    <Form<RemovalFormValues>
      onSubmit={submit}
      validate={(values) => validateRemoval(values, intl)}
      initialValues={{ ...initialTarget, reason: NONE, explanation: '', contactEmail: '', goodFaith: false }}
    >
      {({ handleSubmit, submitting, submitErrors }) => (
        <Stack as="form" $gap={4} onSubmit={handleSubmit} noValidate aria-label={intl.formatMessage(messages.formLabel)}>
          <FinalSelectField name="targetType" label={intl.formatMessage(messages.targetType)} options={formatOptions(intl, TARGET_OPTIONS)} />
          <FinalTextField
            name="targetId"
            label={intl.formatMessage(messages.targetIdLabel)}
            hint={intl.formatMessage(messages.targetIdHint)}
            inputMode="numeric"
          />
          <FinalSelectField
            name="reason"
            label={intl.formatMessage(messages.reasonLabel)}
            placeholder={{ value: NONE, label: intl.formatMessage(messages.chooseReason) }}
            options={formatOptions(intl, REMOVAL_REASON_OPTIONS)}
          />
          <FinalTextAreaField name="explanation" label={intl.formatMessage(messages.explanation)} hint={intl.formatMessage(messages.explanationHint)} />
          <FinalTextField
            name="contactEmail"
            type="email"
            label={intl.formatMessage(messages.contactEmail)}
            hint={intl.formatMessage(messages.contactEmailHint)}
            autoComplete="email"
          />
          <FinalCheckboxField name="goodFaith" label={intl.formatMessage(messages.goodFaithLabel)} />
          {submitErrors?.formError && <StyledFormError role="alert">{submitErrors.formError}</StyledFormError>}
          <SubmitButton busy={submitting} busyLabel={<FormattedMessage id="removal.form.sending" defaultMessage="Sending…" />}>
            <FormattedMessage id="removal.form.send" defaultMessage="Send request" />
          </SubmitButton>
        </Stack>
      )}
    </Form>
  );
}
