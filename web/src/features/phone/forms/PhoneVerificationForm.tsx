import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
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

export type PhoneVerificationFormProps = {
  /** Called with the updated member once her number is confirmed. */
  onVerified: (user: CurrentUser) => void;
};

/**
 * Phone verification in two steps: the number (sendPhoneCode texts a 6-digit code), then the code (verifyPhone).
 * The server's messages (wrong code, expired, too many tries, number taken) are shown as they are.
 */
export function PhoneVerificationForm({ onVerified }: PhoneVerificationFormProps) {
  const { sendCode, verify, sending, verifying } = usePhoneVerification();
  const [phone, setPhone] = useState('');
  const [code, setCode] = useState('');
  const [sent, setSent] = useState<PhoneCodeSent | null>(null);
  const [error, setError] = useState<string | null>(null);

  const send = async () => {
    if (!phone.trim()) {
      setError('Please enter your phone number.');
      return;
    }
    setError(null);
    try {
      setSent(await sendCode(phone.trim()));
      setCode('');
    } catch (failure) {
      setError(errorMessage(failure) ?? 'The code could not be sent. Please try again.');
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
      setError('Please enter the 6-digit code from the text message.');
      return;
    }
    setError(null);
    try {
      const user = await verify(phone.trim(), digits);
      onVerified(user);
    } catch (failure) {
      setError(errorMessage(failure) ?? 'The code could not be checked. Please try again.');
    }
  };

  if (!sent) {
    return (
      <Stack as="form" $gap={4} onSubmit={onSubmitPhone} aria-label="Enter your phone number" noValidate>
        <StyledText>
          To keep the community safe, posting needs a verified phone number. We text you a 6-digit code. Your number is never shown to anyone.
        </StyledText>
        <TextField
          label="Phone number"
          type="tel"
          autoComplete="tel"
          inputMode="tel"
          placeholder="(555) 123-4567"
          hint="US numbers need no country code; other numbers start with + and the country code."
          value={phone}
          onChange={(event) => setPhone(event.target.value)}
        />
        {error && <StyledError role="alert">{error}</StyledError>}
        <Button type="submit" disabled={sending} fullWidth>
          {sending ? 'Sending Code...' : 'Send Code'}
        </Button>
      </Stack>
    );
  }

  return (
    <Stack as="form" $gap={4} onSubmit={onSubmitCode} aria-label="Enter the code" noValidate>
      <StyledText>We sent a 6-digit code to {sent.maskedPhone}. It works for 10 minutes.</StyledText>
      <TextField
        label="6-digit code"
        autoComplete="one-time-code"
        inputMode="numeric"
        maxLength={9}
        value={code}
        onChange={(event) => setCode(event.target.value)}
      />
      {error && <StyledError role="alert">{error}</StyledError>}
      <Button type="submit" disabled={verifying} fullWidth>
        {verifying ? 'Verifying...' : 'Verify Phone'}
      </Button>
      <StyledActions>
        <Button variant="ghost" size="sm" onClick={() => void send()} disabled={sending}>
          Send a new code
        </Button>
        <Button
          variant="ghost"
          size="sm"
          onClick={() => {
            setSent(null);
            setError(null);
          }}
        >
          Use a different number
        </Button>
      </StyledActions>
    </Stack>
  );
}
