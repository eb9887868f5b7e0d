import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { defineMessage, defineMessages, FormattedMessage, useIntl } from 'react-intl';
import { errorMessage } from '../../../shared/errors';
import { Button } from '../../../ui/Button';
import { TextField } from '../../../ui/Field';
import type { CurrentUser } from '../../auth/hooks/useCurrentUser';
import { usePhoneVerification, type PhoneCodeSent } from '../hooks/usePhoneVerification';
import { Stack } from '../../../ui/Stack';

const StyledText = styled.p`
  color: ${({ theme }) => theme.colors.mutedForeground};
  font-size: ${({ theme }) => theme.fontSizes.body};
`;

const StyledError = styled.p`
  padding: 0.625rem 0.875rem;
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.destructive};
  color: ${({ theme }) => theme.colors.destructiveForeground};
  font-size: ${({ theme }) => theme.fontSizes.body};
`;

const StyledActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0.5rem;
`;

/** The code is six digits; spaces and dashes people type are ignored. */
export function normaliseCode(value: string): string {
  return value.replace(/[\s-]/g, '');
}

const messages = defineMessages({
  phoneMissing: { id: 'phone.form.phoneMissing', defaultMessage: 'Please enter your phone number.' },
  sendFailed: { id: 'phone.form.sendFailed', defaultMessage: 'The code could not be sent. Please try again.' },
  codeFormat: { id: 'phone.form.codeFormat', defaultMessage: 'Please enter the 6-digit code from the text message.' },
  checkFailed: { id: 'phone.form.checkFailed', defaultMessage: 'The code could not be checked. Please try again.' },
  phoneFormLabel: { id: 'phone.form.phoneFormLabel', defaultMessage: 'Enter your phone number' },
  phoneLabel: { id: 'phone.form.phoneLabel', defaultMessage: 'Phone number' },
  phoneHint: { id: 'phone.form.phoneHint', defaultMessage: 'US numbers need no country code; other numbers start with + and the country code.' },
  codeFormLabel: { id: 'phone.form.codeFormLabel', defaultMessage: 'Enter the code' },
  codeLabel: { id: 'phone.form.codeLabel', defaultMessage: '6-digit code' },
});

const sentMessage = defineMessage<{ phone: string }>({
  id: 'phone.form.sent',
  defaultMessage: 'We sent a 6-digit code to {phone}. It works for 10 minutes.',
  description: 'phone: her number, masked by the API (•••• 4567).',
});

export type PhoneVerificationFormProps = {
  /** Called with the updated member once her number is confirmed. */
  onVerified: (user: CurrentUser) => void;
};

/**
 * Phone verification in two steps: the number (sendPhoneCode texts a 6-digit code), then the code (verifyPhone).
 * The server's messages (wrong code, expired, too many tries, number taken) are shown as they are.
 */
export function PhoneVerificationForm({ onVerified }: PhoneVerificationFormProps) {
  const intl = useIntl();
  const { sendCode, verify, sending, verifying } = usePhoneVerification();
  const [phone, setPhone] = useState('');
  const [code, setCode] = useState('');
  const [sent, setSent] = useState<PhoneCodeSent | null>(null);
  const [error, setError] = useState<string | null>(null);

  const send = async () => {
    if (!phone.trim()) {
      setError(intl.formatMessage(messages.phoneMissing));
      return;
    }
    setError(null);
    try {
      setSent(await sendCode(phone.trim()));
      setCode('');
    } catch (failure) {
      setError(errorMessage(failure) ?? intl.formatMessage(messages.sendFailed));
    }
  };

  const onSubmitPhone = (event: FormEvent) => {
    event.preventDefault();
    void send();
  };

  const onSubmitCode = async (event: FormEvent) => {
    event.preventDefault();
    const digits = normaliseCode(code);
    if (!/^\d{6}$/.test(digits)) {
      setError(intl.formatMessage(messages.codeFormat));
      return;
    }
    setError(null);
    try {
      const user = await verify(phone.trim(), digits);
      onVerified(user);
    } catch (failure) {
      setError(errorMessage(failure) ?? intl.formatMessage(messages.checkFailed));
    }
  };

  if (!sent) {
    return (
      <Stack as="form" $gap={4} onSubmit={onSubmitPhone} aria-label={intl.formatMessage(messages.phoneFormLabel)} noValidate>
        <StyledText>
          <FormattedMessage
            id="phone.form.intro"
            defaultMessage="To keep the community safe, posting needs a verified phone number. We text you a 6-digit code. Your number is never shown to anyone."
          />
        </StyledText>
        <TextField
          label={intl.formatMessage(messages.phoneLabel)}
          type="tel"
          autoComplete="tel"
          inputMode="tel"
          placeholder="(555) 123-4567"
          hint={intl.formatMessage(messages.phoneHint)}
          value={phone}
          onChange={(event) => setPhone(event.target.value)}
        />
        {error && <StyledError role="alert">{error}</StyledError>}
        <Button type="submit" disabled={sending} fullWidth>
          {sending ? (
            <FormattedMessage id="phone.form.sendingCode" defaultMessage="Sending Code..." />
          ) : (
            <FormattedMessage id="phone.form.sendCode" defaultMessage="Send Code" />
          )}
        </Button>
      </Stack>
    );
  }

  return (
    <Stack as="form" $gap={4} onSubmit={onSubmitCode} aria-label={intl.formatMessage(messages.codeFormLabel)} noValidate>
      <StyledText>{intl.formatMessage(sentMessage, { phone: sent.maskedPhone })}</StyledText>
      <TextField
        label={intl.formatMessage(messages.codeLabel)}
        autoComplete="one-time-code"
        inputMode="numeric"
        maxLength={9}
        value={code}
        onChange={(event) => setCode(event.target.value)}
      />
      {error && <StyledError role="alert">{error}</StyledError>}
      <Button type="submit" disabled={verifying} fullWidth>
        {verifying ? (
          <FormattedMessage id="phone.form.verifying" defaultMessage="Verifying..." />
        ) : (
          <FormattedMessage id="phone.form.verify" defaultMessage="Verify Phone" />
        )}
      </Button>
      <StyledActions>
        <Button variant="ghost" size="sm" onClick={() => void send()} disabled={sending}>
          <FormattedMessage id="phone.form.sendNewCode" defaultMessage="Send a new code" />
        </Button>
        <Button
          variant="ghost"
          size="sm"
          onClick={() => {
            setSent(null);
            setError(null);
          }}
        >
          <FormattedMessage id="phone.form.differentNumber" defaultMessage="Use a different number" />
        </Button>
      </StyledActions>
    </Stack>
  );
}
