import { useEffect, useId, useRef } from 'react';
import styled from 'styled-components';
import { defineMessages, FormattedMessage, useIntl, type IntlShape } from 'react-intl';
import { MONOSPACE, StyledButtonRow } from './two-factor-parts';
import { saveFile } from '../../../shared/download';
import { Button } from '../../../ui/Button';
import { useCopyText } from '../../../shared/useMutationAction';
import { Heading } from '../../../ui/Text';

const StyledRecovery = styled.section`
  display: flex;
  flex-direction: column;
  gap: 0.875rem;

  &:focus {
    outline: none;
  }
`;

const StyledText = styled.p`
  color: ${({ theme }) => theme.colors.mutedForeground};
`;

const StyledCodes = styled.ol`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(8.5rem, 1fr));
  gap: 0.5rem 1rem;
  margin: 0;
  padding: 1rem;
  list-style: none;
  border-radius: ${({ theme }) => theme.radii.md};
  border: ${({ theme }) => theme.borders.hairline};
  background: ${({ theme }) => theme.colors.muted};
  font-family: ${MONOSPACE};
  font-size: ${({ theme }) => theme.fontSizes.base};
`;

/** The name of the downloaded file. */
export const RECOVERY_CODES_FILE_NAME = 'tea-recovery-codes.txt';

const messages = defineMessages({
  fileTitle: { id: 'twoFactor.recoveryCodes.fileTitle', defaultMessage: 'Tea: recovery codes for two-step sign-in' },
  fileNote: { id: 'twoFactor.recoveryCodes.fileNote', defaultMessage: 'Each code works once, in place of a code from your authenticator app.' },
  copied: { id: 'twoFactor.recoveryCodes.copied', defaultMessage: 'Recovery codes copied' },
  copiedDescription: { id: 'twoFactor.recoveryCodes.copiedDescription', defaultMessage: 'Paste them into your password manager or a safe note.' },
  copyFailed: { id: 'twoFactor.recoveryCodes.copyFailed', defaultMessage: 'Could not copy' },
  copyFailedDescription: { id: 'twoFactor.recoveryCodes.copyFailedDescription', defaultMessage: 'Select the codes and copy them, or use Download.' },
  codesLabel: { id: 'twoFactor.recoveryCodes.codesLabel', defaultMessage: 'Recovery codes' },
});

/** The text of the download, in her language: a short note, then one code a line. */
export function recoveryCodesText(intl: IntlShape, codes: readonly string[]): string {
  return [intl.formatMessage(messages.fileTitle), intl.formatMessage(messages.fileNote), '', ...codes, ''].join('\n');
}

export type RecoveryCodesProps = { codes: readonly string[]; onDone: () => void };

/**
 * The ten recovery codes, shown once right after two-step sign-in is turned on: Copy, Download (a .txt file) and
 * 'I have saved them'. Focus moves to the heading so that a screen reader reads it first.
 */
export function RecoveryCodes({ codes, onDone }: RecoveryCodesProps) {
  const intl = useIntl();
  const headingId = useId();
  const ref = useRef<HTMLElement>(null);
  const copyText = useCopyText();

  useEffect(() => {
    ref.current?.focus();
  }, []);

  const copy = () =>
    copyText(codes.join('\n'), {
      success: { title: messages.copied, description: messages.copiedDescription },
      failure: { title: messages.copyFailed, description: messages.copyFailedDescription },
    });

  const download = () => saveFile(new Blob([recoveryCodesText(intl, codes)], { type: 'text/plain;charset=utf-8' }), RECOVERY_CODES_FILE_NAME);

  return (
    <StyledRecovery ref={ref} tabIndex={-1} aria-labelledby={headingId}>
      <Heading as="h3" $size="lead" id={headingId}>
        <FormattedMessage id="twoFactor.recoveryCodes.title" defaultMessage="Save your recovery codes" />
      </Heading>
      <StyledText>
        <FormattedMessage
          id="twoFactor.recoveryCodes.intro"
          defaultMessage="If you lose your phone, sign in with one of these codes instead of a code from the app. Each code works once. This is the only time they are shown."
        />
      </StyledText>
      <StyledCodes aria-label={intl.formatMessage(messages.codesLabel)}>
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </StyledCodes>
      <StyledButtonRow>
        <Button variant="outline" onClick={() => void copy()}>
          <FormattedMessage id="twoFactor.recoveryCodes.copy" defaultMessage="Copy" />
        </Button>
        <Button variant="outline" onClick={download}>
          <FormattedMessage id="twoFactor.recoveryCodes.download" defaultMessage="Download" />
        </Button>
      </StyledButtonRow>
      <Button size="lg" fullWidth onClick={onDone}>
        <FormattedMessage id="twoFactor.recoveryCodes.done" defaultMessage="I have saved them" />
      </Button>
    </StyledRecovery>
  );
}
