import { useId, useRef, useState, type ChangeEvent } from 'react';
import { Form } from 'react-final-form';
import styled from 'styled-components';
import { defineMessages, FormattedMessage, useIntl, type MessageDescriptor } from 'react-intl';
import type { IdType } from '../../../gql/graphql';
import { SubmitButton } from '../../../ui/Button';
import { FieldFrame, StyledFieldError } from '../../../ui/form/FieldFrame';
import { FinalDateField, FinalSelectField, FinalTextField } from '../../../ui/form/FinalFields';
import { ImageIcon } from '../../../ui/icons';
import { useSubmitIdVerification } from '../hooks/useSubmitIdVerification';
import { ID_IMAGE_MAX_BYTES, ID_TYPE_OPTIONS } from '../id-types';
import { Row, Stack } from '../../../ui/Stack';

const StyledGrid = styled.div`
  display: grid;
  gap: 1rem;

  ${({ theme }) => theme.media.medium} {
    grid-template-columns: 1fr 1fr;
  }
`;

/**
 * The file picker: a button-like face with the real <input type="file"> laid over it, transparent, so a click, a tap,
 * Enter or Space all reach the browser's own picker and the input keeps its label ('Photo of your ID').
 */
const StyledFilePicker = styled.span`
  position: relative;
  display: inline-flex;
  align-items: center;
  gap: 0.5rem;
  min-height: 2.5rem;
  padding: 0.5rem 1rem;
  border-radius: ${({ theme }) => theme.radii.md};
  border: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.secondary};
  color: ${({ theme }) => theme.colors.secondaryForeground};
  font-weight: 600;

  &:hover {
    background: ${({ theme }) => theme.colors.muted};
  }

  &:focus-within {
    outline: 2px solid ${({ theme }) => theme.colors.ring};
    outline-offset: 2px;
  }

  input {
    position: absolute;
    inset: 0;
    width: 100%;
    height: 100%;
    opacity: 0;
    cursor: pointer;
  }
`;

const StyledFileName = styled.span`
  font-size: 0.875rem;
  color: ${({ theme }) => theme.colors.mutedForeground};
  overflow-wrap: anywhere;
`;

/** An inline error: a title in bold and what to do (SPEC §5's texts), as messages. */
type FormProblem = { title: MessageDescriptor; description: MessageDescriptor };

const messages = defineMessages({
  invalidType: { id: 'verification.form.invalidType', defaultMessage: 'Invalid file type' },
  invalidTypeHint: { id: 'verification.form.invalidTypeHint', defaultMessage: 'Please select an image file.' },
  tooLarge: { id: 'verification.form.tooLarge', defaultMessage: 'File too large' },
  tooLargeHint: { id: 'verification.form.tooLargeHint', defaultMessage: 'Please select an image under 5MB.' },
  missing: { id: 'verification.form.missing', defaultMessage: 'Missing information' },
  missingHint: { id: 'verification.form.missingHint', defaultMessage: 'Please fill in all fields and upload your ID.' },
  formLabel: { id: 'verification.form.formLabel', defaultMessage: 'ID verification' },
  idType: { id: 'verification.form.idType', defaultMessage: 'ID type' },
  idTypePlaceholder: { id: 'verification.form.idTypePlaceholder', defaultMessage: 'Select your ID type' },
  fullName: { id: 'verification.form.fullName', defaultMessage: 'Full name (as shown on your ID)' },
  idNumber: { id: 'verification.form.idNumber', defaultMessage: 'ID number' },
  dateOfBirth: { id: 'verification.form.dateOfBirth', defaultMessage: 'Date of birth' },
  photo: { id: 'verification.form.photo', defaultMessage: 'Photo of your ID' },
  photoHint: {
    id: 'verification.form.photoHint',
    defaultMessage: 'An image file under 5MB. It is encrypted, seen only by our verification team, and deleted as soon as it has been reviewed.',
  },
  noPhoto: { id: 'verification.form.noPhoto', defaultMessage: 'No photo chosen' },
});

/** The select's value before a choice (option values may not be empty strings, SPEC §5). */
const NO_ID_TYPE = 'UNSET';

type IdFormValues = { idType: IdType | typeof NO_ID_TYPE; fullName?: string; idNumber?: string; dateOfBirth?: string };

const INITIAL_VALUES: IdFormValues = { idType: NO_ID_TYPE };

export type IdVerificationFormProps = { onSubmitted?: () => void };

/**
 * The ID verification form (SPEC §2, §5): id type, full name, id number, date of birth and a photo of the ID. The photo
 * is checked here for type (image/*) and size (under 5MB); the server checks the bytes again. Problems show in the form
 * (under the photo, or above the button for missing fields) as alerts, not as toasts that vanish.
 */
export function IdVerificationForm({ onSubmitted }: IdVerificationFormProps) {
  const intl = useIntl();
  const { submit } = useSubmitIdVerification();
  const [image, setImage] = useState<File | null>(null);
  const [fileProblem, setFileProblem] = useState<FormProblem | null>(null);
  const [formProblem, setFormProblem] = useState<FormProblem | null>(null);
  const fileRef = useRef<HTMLInputElement>(null);
  const fileNameId = useId();

  const rejectFile = (title: MessageDescriptor, description: MessageDescriptor) => {
    setFileProblem({ title, description });
    setImage(null);
    if (fileRef.current) fileRef.current.value = '';
  };

  const onFileChange = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0] ?? null;
    setFileProblem(null);
    setFormProblem(null);
    if (!file) return setImage(null);
    if (!file.type.startsWith('image/')) return rejectFile(messages.invalidType, messages.invalidTypeHint);
    if (file.size >= ID_IMAGE_MAX_BYTES) return rejectFile(messages.tooLarge, messages.tooLargeHint);
    setImage(file);
  };

  const onSubmit = async (values: IdFormValues) => {
    const fullName = values.fullName?.trim() ?? '';
    const idNumber = values.idNumber?.trim() ?? '';
    const dateOfBirth = values.dateOfBirth ?? '';
    if (values.idType === NO_ID_TYPE || !fullName || !idNumber || !dateOfBirth || !image) {
      setFormProblem({ title: messages.missing, description: messages.missingHint });
      return;
    }
    setFormProblem(null);
    const ok = await submit({ idType: values.idType, fullName, idNumber, dateOfBirth }, image);
    if (ok) onSubmitted?.();
  };

  return (
    <Form<IdFormValues> onSubmit={onSubmit} initialValues={INITIAL_VALUES}>
      {({ handleSubmit, submitting }) => (
        <Stack as="form" $gap={4} onSubmit={handleSubmit} aria-label={intl.formatMessage(messages.formLabel)} noValidate>
          <StyledGrid>
            <FinalSelectField
              name="idType"
              label={intl.formatMessage(messages.idType)}
              placeholder={{ value: NO_ID_TYPE, label: intl.formatMessage(messages.idTypePlaceholder), disabled: true }}
              options={ID_TYPE_OPTIONS.map(({ value, label }) => ({ value, label: intl.formatMessage(label) }))}
            />
            <FinalTextField name="fullName" label={intl.formatMessage(messages.fullName)} autoComplete="name" maxLength={120} />
            <FinalTextField name="idNumber" label={intl.formatMessage(messages.idNumber)} autoComplete="off" maxLength={40} />
            <FinalDateField name="dateOfBirth" label={intl.formatMessage(messages.dateOfBirth)} autoComplete="bday" />
          </StyledGrid>
          <FieldFrame
            label={intl.formatMessage(messages.photo)}
            hint={intl.formatMessage(messages.photoHint)}
            error={
              fileProblem && (
                <>
                  <strong>{intl.formatMessage(fileProblem.title)}</strong> <span>{intl.formatMessage(fileProblem.description)}</span>
                </>
              )
            }
            alertError
          >
            {(control) => (
              <Row $gap={3}>
                <StyledFilePicker>
                  <ImageIcon size={18} />
                  {image ? (
                    <FormattedMessage id="verification.form.chooseAnother" defaultMessage="Choose another photo" />
                  ) : (
                    <FormattedMessage id="verification.form.choose" defaultMessage="Choose a photo" />
                  )}
                  <input
                    ref={fileRef}
                    {...control}
                    aria-describedby={[fileNameId, control['aria-describedby']].filter(Boolean).join(' ')}
                    type="file"
                    accept="image/*"
                    onChange={onFileChange}
                  />
                </StyledFilePicker>
                <StyledFileName id={fileNameId}>{image ? image.name : intl.formatMessage(messages.noPhoto)}</StyledFileName>
              </Row>
            )}
          </FieldFrame>
          {formProblem && (
            <StyledFieldError role="alert">
              <strong>{intl.formatMessage(formProblem.title)}</strong> <span>{intl.formatMessage(formProblem.description)}</span>
            </StyledFieldError>
          )}
          <div>
            <SubmitButton busy={submitting} busyLabel={<FormattedMessage id="verification.form.submitting" defaultMessage="Submitting..." />}>
              <FormattedMessage id="verification.form.submit" defaultMessage="Submit for Verification" />
            </SubmitButton>
          </div>
        </Stack>
      )}
    </Form>
  );
}
