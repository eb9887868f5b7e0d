import { useId, useRef, useState, type ChangeEvent } from 'react';
import { Form } from 'react-final-form';
import styled from 'styled-components';
import type { IdType } from '../../../gql/graphql';
import { Button } from '../../../ui/Button';
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
  const fileNameId = useId();

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
        <Stack as="form" $gap={4} onSubmit={handleSubmit} aria-label="ID verification" noValidate>
          <StyledGrid>
            <FinalSelectField
              name="idType"
              label="ID type"
              placeholder={{ value: NO_ID_TYPE, label: 'Select your ID type', disabled: true }}
              options={ID_TYPE_OPTIONS}
            />
            <FinalTextField name="fullName" label="Full name (as shown on your ID)" autoComplete="name" maxLength={120} />
            <FinalTextField name="idNumber" label="ID number" autoComplete="off" maxLength={40} />
            <FinalDateField name="dateOfBirth" label="Date of birth" autoComplete="bday" />
          </StyledGrid>
          <FieldFrame
            label="Photo of your ID"
            hint="An image file under 5MB. It is encrypted, seen only by our verification team, and deleted as soon as it has been reviewed."
            error={
              fileProblem && (
                <>
                  <strong>{fileProblem.title}</strong> <span>{fileProblem.description}</span>
                </>
              )
            }
            alertError
          >
            {(control) => (
              <Row $gap={3}>
                <StyledFilePicker>
                  <ImageIcon size={18} />
                  {image ? 'Choose another photo' : 'Choose a photo'}
                  <input
                    ref={fileRef}
                    {...control}
                    aria-describedby={[fileNameId, control['aria-describedby']].filter(Boolean).join(' ')}
                    type="file"
                    accept="image/*"
                    onChange={onFileChange}
                  />
                </StyledFilePicker>
                <StyledFileName id={fileNameId}>{image ? image.name : 'No photo chosen'}</StyledFileName>
              </Row>
            )}
          </FieldFrame>
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
        </Stack>
      )}
    </Form>
  );
}
