import { Form } from 'react-final-form';
import { defineMessage, defineMessages, useIntl, type IntlShape } from 'react-intl';
import styled from 'styled-components';
import { LIMITS } from '@tea/limits';
import { Button, SubmitButton } from '../../../../ui/Button';
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

const messages = defineMessages({
  form: { id: 'admin.profiles.edit.form', defaultMessage: 'Edit profile', description: 'Label of the edit form.' },
  firstName: { id: 'admin.profiles.edit.firstName', defaultMessage: 'First name' },
  lastName: { id: 'admin.profiles.edit.lastName', defaultMessage: 'Last name' },
  location: { id: 'admin.profiles.edit.location', defaultMessage: 'Location' },
  bio: { id: 'admin.profiles.edit.bio', defaultMessage: 'Bio', description: 'Field: a few words about her.' },
  cancel: { id: 'admin.profiles.edit.cancel', defaultMessage: 'Cancel' },
  save: { id: 'admin.profiles.edit.save', defaultMessage: 'Save Changes' },
  saving: { id: 'admin.profiles.edit.saving', defaultMessage: 'Saving...' },
  firstNameRequired: { id: 'admin.profiles.edit.firstNameRequired', defaultMessage: 'First name is required' },
});

const bioTooLong = defineMessage<{ max: number }>({ id: 'admin.profiles.edit.bioTooLong', defaultMessage: 'Bio must be under {max, number} characters' });

/** The API's rules for an admin edit; the errors in her language. */
export function validateProfileEdit(values: Partial<ProfileEditValues>, intl: IntlShape) {
  const errors: Partial<Record<keyof ProfileEditValues, string>> = {};
  if (!values.firstName?.trim()) errors.firstName = intl.formatMessage(messages.firstNameRequired);
  if ((values.bio?.trim().length ?? 0) > LIMITS.bioMax) errors.bio = intl.formatMessage(bioTooLong, { max: LIMITS.bioMax });
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
  const intl = useIntl();
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
      validate={(values) => validateProfileEdit(values, intl)}
      initialValues={initialValues}
    >
      {({ handleSubmit, submitting }) => (
        <Stack as="form" $gap={4} onSubmit={handleSubmit} noValidate aria-label={intl.formatMessage(messages.form)}>
          <StyledGrid>
            {text('firstName', intl.formatMessage(messages.firstName), LIMITS.nameMax)}
            {text('lastName', intl.formatMessage(messages.lastName), LIMITS.nameMax)}
          </StyledGrid>
          {text('location', intl.formatMessage(messages.location), 120)}
          {withBio && <FinalTextAreaField name="bio" label={intl.formatMessage(messages.bio)} rows={4} alertError />}
          <Row $justify="end">
            <Button variant="outline" onClick={onCancel} disabled={submitting}>
              {intl.formatMessage(messages.cancel)}
            </Button>
            <SubmitButton busy={submitting} busyLabel={intl.formatMessage(messages.saving)}>
              {intl.formatMessage(messages.save)}
            </SubmitButton>
          </Row>
        </Stack>
      )}
    </Form>
  );
}
