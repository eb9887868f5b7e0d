import { useState } from 'react';
import { Field, Form } from 'react-final-form';
import { defineMessage, defineMessages, FormattedMessage, useIntl } from 'react-intl';
import styled from 'styled-components';
import type { CurrentUser } from '../../auth/hooks/useCurrentUser';
import { errorMessage } from '../../../shared/errors';
import { isReservedUsername, LIMITS, RESERVED_USERNAME_MESSAGE } from '@tea/limits';
import { Button } from '../../../ui/Button';
import { StyledField, StyledInput, StyledLabel } from '../../../ui/Field';
import { useToast } from '../../../ui/toast/useToast';
import { useUpdateUsername } from '../hooks/useUpdateUsername';

const StyledRow = styled.div`
  display: flex;
  gap: 0.5rem;
  align-items: stretch;
`;

const StyledHint = styled.p`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.mutedForeground};
`;

const StyledAlert = styled.p`
  padding: 0.75rem 1rem;
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.destructive};
  color: ${({ theme }) => theme.colors.destructiveForeground};
  font-size: ${({ theme }) => theme.fontSizes.body};
`;

const failedWithReasonMessage = defineMessage<{ reason: string }>({
  id: 'settings.username.failedWithReason',
  defaultMessage: 'Failed to update username: {reason}',
});

const updatedDescriptionMessage = defineMessage<{ username: string }>({
  id: 'settings.username.updatedDescription',
  defaultMessage: 'You are now @{username}.',
});

const messages = defineMessages({
  failed: { id: 'settings.username.failed', defaultMessage: 'Failed to update username' },
  updated: { id: 'settings.username.updated', defaultMessage: 'Username updated' },
  formLabel: { id: 'settings.username.formLabel', defaultMessage: 'Change username' },
});

type UsernameValues = { username?: string };

export type UsernameFormProps = { user: CurrentUser };

/** SPEC §5: Update is enabled only when the new username is non-empty and different from the current one. */
export function canSubmitUsername(value: string | undefined, current: string): boolean {
  const next = value?.trim() ?? '';
  return next.length > 0 && next !== current;
}

export function UsernameForm({ user }: UsernameFormProps) {
  const intl = useIntl();
  const { updateUsername } = useUpdateUsername();
  const { toast } = useToast();
  const [failure, setFailure] = useState<string | null>(null);

  const onSubmit = async (values: UsernameValues) => {
    if (!canSubmitUsername(values.username, user.username)) return;
    // The API refuses names that pass for staff with the same text.
    if (isReservedUsername(values.username!.trim())) {
      setFailure(intl.formatMessage(failedWithReasonMessage, { reason: RESERVED_USERNAME_MESSAGE }));
      return;
    }
    setFailure(null);
    try {
      const updated = await updateUsername(values.username!.trim());
      toast({ title: intl.formatMessage(messages.updated), description: intl.formatMessage(updatedDescriptionMessage, { username: updated.username }) });
    } catch (error) {
      const message = errorMessage(error);
      setFailure(message ? intl.formatMessage(failedWithReasonMessage, { reason: message }) : intl.formatMessage(messages.failed));
    }
  };

  const nextChange = user.usernameChangeAvailableAt ? intl.formatDate(user.usernameChangeAvailableAt, { dateStyle: 'long' }) : null;

  return (
    <Form<UsernameValues> onSubmit={onSubmit} initialValues={{ username: user.username }}>
      {({ handleSubmit, submitting, values }) => (
        <form onSubmit={handleSubmit} aria-label={intl.formatMessage(messages.formLabel)}>
          <StyledField>
            <StyledLabel htmlFor="settings-username">
              <FormattedMessage id="settings.username.label" defaultMessage="Username" />
            </StyledLabel>
            <StyledRow>
              <Field<string> name="username">
                {({ input }) => (
                  <StyledInput
                    {...input}
                    id="settings-username"
                    autoComplete="username"
                    autoCapitalize="none"
                    spellCheck={false}
                    maxLength={LIMITS.usernameMax}
                    aria-describedby="settings-username-hint"
                  />
                )}
              </Field>
              <Button type="submit" disabled={submitting || !canSubmitUsername(values.username, user.username)}>
                {submitting ? (
                  <FormattedMessage id="settings.username.updating" defaultMessage="Updating..." />
                ) : (
                  <FormattedMessage id="settings.username.update" defaultMessage="Update" />
                )}
              </Button>
            </StyledRow>
            <StyledHint id="settings-username-hint">
              <FormattedMessage id="settings.username.hint" defaultMessage="You can change your username once every 6 months." />
              {nextChange && ' '}
              {nextChange && (
                <FormattedMessage id="settings.username.nextChange" defaultMessage="Your next change is possible on {date}." values={{ date: nextChange }} />
              )}
            </StyledHint>
            {failure && <StyledAlert role="alert">{failure}</StyledAlert>}
          </StyledField>
        </form>
      )}
    </Form>
  );
}
