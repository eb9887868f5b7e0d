import { useId, useRef, useState, type ChangeEvent } from 'react';
import { Field, Form } from 'react-final-form';
import styled from 'styled-components';
import type { IdType } from '../../../gql/graphql';
import { Button } from '../../../ui/Button';
import { StyledField, StyledFieldError, StyledInput, StyledLabel, StyledSelect } from '../../../ui/Field';
import { ImageIcon } from '../../../ui/icons';
import { useSubmitIdVerification } from '../hooks/useSubmitIdVerification';
import { ID_IMAGE_MAX_BYTES, ID_TYPE_OPTIONS } from '../id-types';

const StyledForm = styled.form`
  display: flex;
  flex-direction: column;
  gap: 1rem;
`;

const StyledGrid = styled.div`
  display: grid;
  gap: 1rem;

  ${({ theme }) => theme.media.medium} {
    grid-template-columns: 1fr 1fr;
  }
`;

const StyledHint = styled.p`
  font-size: max(12px, 0.8125rem);
  color: ${({ theme }) => theme.colors.mutedForeground};
`;

const StyledFileRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 0.75rem;
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

/** An inline error: a title in bold and what to do (SPEC §5's texts). */
type FormProblem = { title: string; description: string };

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
  const { submit } = useSubmitIdVerification();
  const [image, setImage] = useState<File | null>(null);
  const [fileProblem, setFileProblem] = useState<FormProblem | null>(null);
  const [formProblem, setFormProblem] = useState<FormProblem | null>(null);
  const fileRef = useRef<HTMLInputElement>(null);
  const ids = { idType: useId(), fullName: useId(), idNumber: useId(), dateOfBirth: useId(), image: useId() };

  const rejectFile = (title: string, description: string) => {
    setFileProblem({ title, description });
    setImage(null);
    if (fileRef.current) fileRef.current.value = '';
  };

  const onFileChange = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0] ?? null;
    setFileProblem(null);
    setFormProblem(null);
    if (!file) return setImage(null);
    if (!file.type.startsWith('image/')) return rejectFile('Invalid file type', 'Please select an image file.');
    if (file.size >= ID_IMAGE_MAX_BYTES) return rejectFile('File too large', 'Please select an image under 5MB.');
    setImage(file);
  };

  const onSubmit = async (values: IdFormValues) => {
    const fullName = values.fullName?.trim() ?? '';
    const idNumber = values.idNumber?.trim() ?? '';
    const dateOfBirth = values.dateOfBirth ?? '';
    if (values.idType === NO_ID_TYPE || !fullName || !idNumber || !dateOfBirth || !image) {
      setFormProblem({ title: 'Missing information', description: 'Please fill in all fields and upload your ID.' });
      return;
    }
    setFormProblem(null);
    const ok = await submit({ idType: values.idType, fullName, idNumber, dateOfBirth }, image);
    if (ok) onSubmitted?.();
  };

  return (
    <Form<IdFormValues> onSubmit={onSubmit} initialValues={INITIAL_VALUES}>
      {({ handleSubmit, submitting }) => (
        <StyledForm onSubmit={handleSubmit} aria-label="ID verification" noValidate>
          <StyledGrid>
            <StyledField>
              <StyledLabel htmlFor={ids.idType}>ID type</StyledLabel>
              <Field<string> name="idType">
                {({ input }) => (
                  <StyledSelect {...input} id={ids.idType}>
                    <option value={NO_ID_TYPE} disabled>
                      Select your ID type
                    </option>
                    {ID_TYPE_OPTIONS.map((option) => (
                      <option key={option.value} value={option.value}>
                        {option.label}
                      </option>
                    ))}
                  </StyledSelect>
                )}
              </Field>
            </StyledField>
            <StyledField>
              <StyledLabel htmlFor={ids.fullName}>Full name (as shown on your ID)</StyledLabel>
              <Field<string> name="fullName">{({ input }) => <StyledInput {...input} id={ids.fullName} autoComplete="name" maxLength={120} />}</Field>
            </StyledField>
            <StyledField>
              <StyledLabel htmlFor={ids.idNumber}>ID number</StyledLabel>
              <Field<string> name="idNumber">{({ input }) => <StyledInput {...input} id={ids.idNumber} autoComplete="off" maxLength={40} />}</Field>
            </StyledField>
            <StyledField>
              <StyledLabel htmlFor={ids.dateOfBirth}>Date of birth</StyledLabel>
              <Field<string> name="dateOfBirth">{({ input }) => <StyledInput {...input} id={ids.dateOfBirth} type="date" autoComplete="bday" />}</Field>
            </StyledField>
          </StyledGrid>
          <StyledField>
            <StyledLabel htmlFor={ids.image}>Photo of your ID</StyledLabel>
            <StyledFileRow>
              <StyledFilePicker>
                <ImageIcon size={18} />
                {image ? 'Choose another photo' : 'Choose a photo'}
                <input
                  ref={fileRef}
                  id={ids.image}
                  type="file"
                  accept="image/*"
                  aria-invalid={fileProblem ? true : undefined}
                  aria-describedby={[`${ids.image}-name`, `${ids.image}-hint`, fileProblem && `${ids.image}-error`].filter(Boolean).join(' ')}
                  onChange={onFileChange}
                />
              </StyledFilePicker>
              <StyledFileName id={`${ids.image}-name`}>{image ? image.name : 'No photo chosen'}</StyledFileName>
            </StyledFileRow>
            <StyledHint id={`${ids.image}-hint`}>
              An image file under 5MB. It is encrypted, seen only by our verification team, and deleted as soon as it has been reviewed.
            </StyledHint>
            {fileProblem && (
              <StyledFieldError id={`${ids.image}-error`} role="alert">
                <strong>{fileProblem.title}</strong> <span>{fileProblem.description}</span>
              </StyledFieldError>
            )}
          </StyledField>
          {formProblem && (
            <StyledFieldError role="alert">
              <strong>{formProblem.title}</strong> <span>{formProblem.description}</span>
            </StyledFieldError>
          )}
          <div>
            <Button type="submit" disabled={submitting}>
              {submitting ? 'Submitting...' : 'Submit for Verification'}
            </Button>
          </div>
        </StyledForm>
      )}
    </Form>
  );
}
