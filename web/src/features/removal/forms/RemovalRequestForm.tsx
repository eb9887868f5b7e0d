import { Form } from 'react-final-form';
import styled from 'styled-components';
import type { RemovalReason, RemovalTargetType, SubmitRemovalRequestInput } from '../../../gql/graphql';
import { Button } from '../../../ui/Button';
import { FinalCheckboxField, FinalSelectField, FinalTextAreaField, FinalTextField } from '../../../ui/form/FinalFields';
import { REMOVAL_REASON_OPTIONS, TARGET_OPTIONS } from '../removal-labels';
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

/** The same rules and texts as the server (api/src/modules/removal/removal.inputs.ts). */
export function validateRemoval(v: RemovalFormValues): Partial<Record<keyof RemovalFormValues, string>> {
  const errors: Partial<Record<keyof RemovalFormValues, string>> = {};
  if (!/^\d{1,10}$/.test((v.targetId ?? '').trim())) errors.targetId = 'Please give the number of the profile, report or image.';
  if (!v.reason || v.reason === NONE) errors.reason = 'Please choose a reason.';
  const explanation = (v.explanation ?? '').trim();
  if (explanation.length < 20) errors.explanation = 'Please explain your request in at least 20 characters.';
  else if (explanation.length > 2000) errors.explanation = 'The explanation must be at most 2,000 characters.';
  if (!EMAIL.test((v.contactEmail ?? '').trim())) errors.contactEmail = 'Please enter a valid e-mail address.';
  if (v.goodFaith !== true) errors.goodFaith = 'Please confirm the good-faith statement.';
  return errors;
}

export type RemovalRequestFormProps = {
  initialTarget: { targetType: RemovalTargetType; targetId: string };
  /** Sends the request; a thrown error's message is shown above the button. */
  onSubmit: (input: SubmitRemovalRequestInput) => Promise<void>;
};

/** The public removal request form (SAFETY 12). */
export function RemovalRequestForm({ initialTarget, onSubmit }: RemovalRequestFormProps) {
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
      return { formError: error instanceof Error ? error.message : 'Something went wrong. Please try again.' };
    }
  };
  return (
    <Form<RemovalFormValues>
      onSubmit={submit}
      validate={validateRemoval}
      initialValues={{ ...initialTarget, reason: NONE, explanation: '', contactEmail: '', goodFaith: false }}
    >
      {({ handleSubmit, submitting, submitErrors }) => (
        <Stack as="form" $gap={4} onSubmit={handleSubmit} noValidate aria-label="Removal request">
          <FinalSelectField name="targetType" label="What should be removed?" options={TARGET_OPTIONS} />
          <FinalTextField name="targetId" label="Its number" hint="The number in the address of the profile (or shown on the report)." inputMode="numeric" />
          <FinalSelectField name="reason" label="Reason" placeholder={{ value: NONE, label: 'Choose a reason' }} options={REMOVAL_REASON_OPTIONS} />
          <FinalTextAreaField name="explanation" label="Explanation" hint="20 to 2,000 characters. Tell us why the content should be removed." />
          <FinalTextField
            name="contactEmail"
            type="email"
            label="Your e-mail address"
            hint="We send a link to confirm your request here, then our decision."
            autoComplete="email"
          />
          <FinalCheckboxField name="goodFaith" label="I state in good faith that the information in this request is accurate." />
          {submitErrors?.formError && <StyledFormError role="alert">{submitErrors.formError}</StyledFormError>}
          <Button type="submit" disabled={submitting}>
            {submitting ? 'Sending…' : 'Send request'}
          </Button>
        </Stack>
      )}
    </Form>
  );
}
