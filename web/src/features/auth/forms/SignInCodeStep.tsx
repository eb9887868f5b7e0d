import { useId } from 'react';
import styled from 'styled-components';
import { FormattedMessage, useIntl } from 'react-intl';
import { Button } from '../../../ui/Button';
import { endsSignIn } from '../../two-factor/two-factor-errors';
import { SecondFactorCodeForm } from '../../two-factor/forms/SecondFactorCodeForm';
import { useVerifySecondFactor } from '../../two-factor/hooks/useVerifySecondFactor';
import type { CurrentUser } from '../hooks/useCurrentUser';
import { errorMessage } from '../../../shared/errors';
import { Heading } from '../../../ui/Text';
import { Stack } from '../../../ui/Stack';

const StyledIntro = styled.p`
  color: ${({ theme }) => theme.colors.mutedForeground};
`;

export type SignInCodeStepProps = {
  /** The API's request for the code ('Enter the 6-digit code from your authenticator app to finish signing in.'). */
  message: string;
  onSignedIn: (user: CurrentUser) => void;
  /** Back to the password step; with the reason when the API ended the half-done sign-in (too many wrong codes). */
  onBack: (reason?: string) => void;
};

/**
 * The second step of signing in, in the same card: a code from her authenticator app, or a recovery code. A wrong
 * code shows under the field; when the API ends the half-done sign-in (five wrong codes, or it expired) the password
 * step comes back with the reason.
 */
export function SignInCodeStep({ message, onSignedIn, onBack }: SignInCodeStepProps) {
  const intl = useIntl();
  const verify = useVerifySecondFactor();
  const titleId = useId();

  const submit = async (code: string) => {
    try {
      onSignedIn(await verify(code));
    } catch (error) {
      if (endsSignIn(error)) {
        onBack(errorMessage(error));
        return;
      }
      throw error;
    }
  };

  return (
    <Stack as="section" $gap={4} aria-labelledby={titleId}>
      <Heading as="h2" $size="lg" $weight="bold" id={titleId}>
        <FormattedMessage id="auth.codeStep.title" defaultMessage="Two-step sign-in" />
      </Heading>
      <StyledIntro>{message}</StyledIntro>
      <SecondFactorCodeForm
        formLabel={intl.formatMessage({ id: 'auth.codeStep.formLabel', defaultMessage: 'Enter your sign-in code' })}
        allowRecoveryCode
        onSubmit={submit}
        actions={
          <Button variant="outline" size="lg" onClick={() => onBack()}>
            <FormattedMessage id="auth.codeStep.back" defaultMessage="Back" />
          </Button>
        }
      />
    </Stack>
  );
}
