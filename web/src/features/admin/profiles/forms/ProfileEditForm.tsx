import { Form } from 'react-final-form';
import styled from 'styled-components';
import { LIMITS } from '@tea/limits';
import { Button } from '../../../../ui/Button';
import { Row, Stack } from '../../../../ui/Stack';
import { FinalTextAreaField, FinalTextField } from '../../../../ui/form/FinalFields';

const StyledGrid = styled.div`
  display: grid;
  gap: 1rem;

  ${({ theme }) => theme.media.medium} {
    grid-template-columns: 1fr 1fr;
  }
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
        <Stack as="form" $gap={4} onSubmit={handleSubmit} noValidate aria-label="Edit profile">
          <StyledGrid>
            {text('firstName', 'First name', LIMITS.nameMax)}
            {text('lastName', 'Last name', LIMITS.nameMax)}
          </StyledGrid>
          {text('location', 'Location', 120)}
          {withBio && <FinalTextAreaField name="bio" label="Bio" rows={4} alertError />}
          <Row $justify="end">
            <Button variant="outline" onClick={onCancel} disabled={submitting}>
              Cancel
            </Button>
            <Button type="submit" disabled={submitting}>
              {submitting ? 'Saving...' : 'Save Changes'}
            </Button>
          </Row>
        </Stack>
      )}
    </Form>
  );
}
