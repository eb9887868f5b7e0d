import { useEffect } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import styled from 'styled-components';
import { Button } from '../../../ui/Button';
import { Stack } from '../../../ui/Stack';
import { usePhotoCheck } from '../hooks/usePhotoCheck';
import { PhotoCheckOutcome } from './PhotoCheckOutcome';

const messages = defineMessages({
  check: { id: 'photoCheck.first.check', defaultMessage: 'Check this photo first' },
  checking: { id: 'photoCheck.first.checking', defaultMessage: 'Checking...' },
  hint: {
    id: 'photoCheck.first.hint',
    defaultMessage:
      'She may already be here. The check compares the photo with the approved photos of published profiles; if one matches, open it and add your experience there instead. The photo is not kept by the check.',
  },
});

const StyledHint = styled.p`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.mutedForeground};
`;

export type CheckThisPhotoFirstProps = {
  /** The photo she is adding with the new profile. */
  photo: File;
};

/**
 * In the add-person wizard, under the photo she picked: 'Check this photo first' runs the photo check on it and shows
 * the matching published profiles before she posts, so she can add to an existing profile instead of a duplicate.
 * Another photo clears the answer.
 */
export function CheckThisPhotoFirst({ photo }: CheckThisPhotoFirstProps) {
  const intl = useIntl();
  const { state, check, reset } = usePhotoCheck();
  useEffect(() => reset(), [photo, reset]);
  const checking = state.status === 'checking';
  return (
    <Stack $gap={2}>
      <div>
        <Button variant="outline" size="sm" disabled={checking} onClick={() => void check(photo)}>
          {intl.formatMessage(checking ? messages.checking : messages.check)}
        </Button>
      </div>
      <StyledHint>{intl.formatMessage(messages.hint)}</StyledHint>
      <PhotoCheckOutcome state={state} onRetry={() => void check(photo)} headingLevel={3} />
    </Stack>
  );
}
