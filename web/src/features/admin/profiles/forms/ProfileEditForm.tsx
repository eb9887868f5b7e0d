import { Form } from 'react-final-form';
import styled from 'styled-components';
import { LIMITS } from '@tea/limits';
import { Button } from '../../../../ui/Button';
import { FinalTextAreaField, FinalTextField } from '../../../../ui/form/FinalFields';

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

const StyledActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: 0.5rem;
`;

export type ProfileEditValues = { firstName: string; lastName: string; location: string; bio?: string };

export function validateProfileEdit(values: Partial<ProfileEditValues>) {
  const errors: Partial<Record<keyof ProfileEditValues, string>> = {};
  if (!values.firstName?.trim()) errors.firstName = 'First name is required';
  if ((values.bio?.trim().length ?? 0) > LIMITS.bioMax) errors.bio = 'Bio must be under 500 characters';
  return errors;
}

export type ProfileEditFormProps = {
  initialValues: ProfileEditValues;
  /** The admin profiles page edits the bio too; the profile page's inline form does not (SPEC §2). */
  withBio?: boolean;
  /** Resolves to true when saved. */
  onSave: (values: ProfileEditValues) => Promise<boolean>;
  onCancel: () => void;
};

type TextFieldName = 'firstName' | 'lastName' | 'location';

/** Admin edit of a profile: first name, last name, location (and bio). Empty optional fields clear the value. */
export function ProfileEditForm({ initialValues, withBio = false, onSave, onCancel }: ProfileEditFormProps) {
  const text = (name: TextFieldName, label: string, maxLength: number) => <FinalTextField name={name} label={label} maxLength={maxLength} alertError />;
  return (
    <Form<ProfileEditValues>
      onSubmit={async (values) => {
        await onSave({
          firstName: values.firstName.trim(),
          lastName: values.lastName?.trim() ?? '',
          location: values.location?.trim() ?? '',
          ...(withBio ? { bio: values.bio?.trim() ?? '' } : {}),
        });
      }}
      validate={validateProfileEdit}
      initialValues={initialValues}
    >
      {({ handleSubmit, submitting }) => (
        <StyledForm onSubmit={handleSubmit} noValidate aria-label="Edit profile">
          <StyledGrid>
            {text('firstName', 'First name', LIMITS.nameMax)}
            {text('lastName', 'Last name', LIMITS.nameMax)}
          </StyledGrid>
          {text('location', 'Location', 120)}
          {withBio && <FinalTextAreaField name="bio" label="Bio" rows={4} alertError />}
          <StyledActions>
            <Button variant="outline" onClick={onCancel} disabled={submitting}>
              Cancel
            </Button>
            <Button type="submit" disabled={submitting}>
              {submitting ? 'Saving...' : 'Save Changes'}
            </Button>
          </StyledActions>
        </StyledForm>
      )}
    </Form>
  );
}
