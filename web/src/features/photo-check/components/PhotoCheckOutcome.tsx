import { useState } from 'react';
import { defineMessage, defineMessages, useIntl } from 'react-intl';
import styled from 'styled-components';
import { Avatar } from '../../../ui/Avatar';
import { Button } from '../../../ui/Button';
import { AlertIcon, MapPinIcon } from '../../../ui/icons';
import { Spinner } from '../../../ui/Spinner';
import { Stack, StackList } from '../../../ui/Stack';
import { Heading } from '../../../ui/Text';
import { PhoneVerificationDialog } from '../../phone/components/PhoneVerificationDialog';
import { StyledProfileCardLink } from '../../profile/components/ProfileCard';
import type { PhotoCheckMatch, PhotoCheckState } from '../hooks/usePhotoCheck';

/** Distances (differing bits of the 64-bit hashes) up to this are 'very close'; the API answers at most 6. */
export const VERY_CLOSE_DISTANCE = 2;

const messages = defineMessages({
  checking: { id: 'photoCheck.outcome.checking', defaultMessage: 'Checking the photo against the published profiles...' },
  matchesHint: { id: 'photoCheck.outcome.matchesHint', defaultMessage: 'Best match first. Open a profile to compare the photos and read the reports.' },
  veryClose: { id: 'photoCheck.outcome.veryClose', defaultMessage: 'Very close match' },
  close: { id: 'photoCheck.outcome.close', defaultMessage: 'Close match' },
  noLocation: { id: 'photoCheck.outcome.noLocation', defaultMessage: 'No location specified' },
  noMatch: { id: 'photoCheck.noMatch', defaultMessage: 'No match among the profiles published here.' },
  noMatchHint: {
    id: 'photoCheck.outcome.noMatchHint',
    defaultMessage: 'Only photos that moderators approved are compared, so no match does not prove anything either way.',
  },
  limitTitle: { id: 'photoCheck.outcome.limitTitle', defaultMessage: 'Daily limit reached' },
  failedTitle: { id: 'photoCheck.outcome.failedTitle', defaultMessage: 'The photo could not be checked' },
  failedHint: { id: 'photoCheck.outcome.failedHint', defaultMessage: 'Please try again, or choose another photo.' },
  phoneTitle: { id: 'photoCheck.outcome.phoneTitle', defaultMessage: 'Verify your phone number first' },
  phoneHint: {
    id: 'photoCheck.outcome.phoneHint',
    defaultMessage: 'Checking a photo needs a verified phone number. Your number is never shown to anyone.',
  },
  verifyPhone: { id: 'photoCheck.outcome.verifyPhone', defaultMessage: 'Verify my phone number' },
});

const matchesTitle = defineMessage<{ count: number }>({
  id: 'photoCheck.outcome.matchesTitle',
  defaultMessage: '{count, plural, one {# profile has a photo like this one} other {# profiles have a photo like this one}}',
});

const StyledBox = styled.section<{ $tone: 'plain' | 'problem' }>`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: 0.5rem;
  padding: 1rem;
  border-radius: ${({ theme }) => theme.radii.md};
  border: 1px solid ${({ theme, $tone }) => ($tone === 'problem' ? theme.colors.destructive : theme.colors.border)};
  background: ${({ theme }) => theme.colors.card};
`;

const StyledBoxTitle = styled.p`
  display: flex;
  align-items: center;
  gap: 0.5rem;
  font-weight: 700;
`;

const StyledMuted = styled.p`
  font-size: ${({ theme }) => theme.fontSizes.md};
  color: ${({ theme }) => theme.colors.mutedForeground};
`;

const StyledMatchLink = styled(StyledProfileCardLink)`
  flex-direction: row;
  align-items: center;
  gap: 0.875rem;
  padding: 0.75rem 1rem;
`;

const StyledMatchBody = styled.span`
  display: flex;
  flex-direction: column;
  gap: 0.125rem;
  min-width: 0;
`;

const StyledMatchName = styled.span`
  font-weight: 700;
`;

const StyledMatchMeta = styled.span`
  display: inline-flex;
  align-items: center;
  gap: 0.25rem;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.mutedForeground};
`;

const StyledCloseness = styled.span<{ $veryClose: boolean }>`
  align-self: flex-start;
  margin-top: 0.25rem;
  padding: 0.125rem 0.5rem;
  border-radius: 999px;
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: 700;
  background: ${({ theme, $veryClose }) => ($veryClose ? theme.colors.primary : theme.colors.accent)};
  color: ${({ theme, $veryClose }) => ($veryClose ? theme.colors.primaryForeground : theme.colors.accentForeground)};
`;

function MatchCard({ match }: { match: PhotoCheckMatch }) {
  const intl = useIntl();
  const veryClose = match.distance <= VERY_CLOSE_DISTANCE;
  return (
    <StyledMatchLink to={`/profile/${match.profileId}`}>
      <Avatar name={match.displayName} size={48} />
      <StyledMatchBody>
        <StyledMatchName>{match.displayName}</StyledMatchName>
        <StyledMatchMeta>
          <MapPinIcon size={14} />
          {match.location?.trim() || intl.formatMessage(messages.noLocation)}
        </StyledMatchMeta>
        <StyledCloseness $veryClose={veryClose}>{intl.formatMessage(veryClose ? messages.veryClose : messages.close)}</StyledCloseness>
      </StyledMatchBody>
    </StyledMatchLink>
  );
}

export type PhoneRequiredProps = {
  /** Her phone was verified in the dialog (the check may run again). */
  onVerified?: () => void;
};

/** Checking needs a verified phone: what to do, and the phone verification itself (the dialog every gate uses). */
export function PhoneRequired({ onVerified }: PhoneRequiredProps) {
  const intl = useIntl();
  const [open, setOpen] = useState(false);
  return (
    <StyledBox $tone="plain" role="note" aria-label={intl.formatMessage(messages.phoneTitle)}>
      <StyledBoxTitle>{intl.formatMessage(messages.phoneTitle)}</StyledBoxTitle>
      <StyledMuted>{intl.formatMessage(messages.phoneHint)}</StyledMuted>
      <Button size="sm" onClick={() => setOpen(true)}>
        {intl.formatMessage(messages.verifyPhone)}
      </Button>
      <PhoneVerificationDialog
        open={open}
        onClose={() => setOpen(false)}
        onVerified={() => {
          setOpen(false);
          onVerified?.();
        }}
      />
    </StyledBox>
  );
}

export type PhotoCheckOutcomeProps = {
  state: PhotoCheckState;
  /** Runs the same check again (after her phone was verified). */
  onRetry: () => void;
  /** The level of the results' heading (3 inside the wizard's step). */
  headingLevel?: 2 | 3;
};

/**
 * What a photo check answered: the progress while it runs, the matching profiles best match first (each a card that
 * opens the profile, its closeness in words), the no-match answer, or why it did not run (the daily limit, no verified
 * phone, a refused photo), inline where she is looking.
 */
export function PhotoCheckOutcome({ state, onRetry, headingLevel = 2 }: PhotoCheckOutcomeProps) {
  const intl = useIntl();
  switch (state.status) {
    case 'idle':
      return null;
    case 'checking':
      return (
        <StyledBox $tone="plain" aria-busy="true">
          <Spinner label={intl.formatMessage(messages.checking)} size={24} />
          <StyledMuted>{intl.formatMessage(messages.checking)}</StyledMuted>
        </StyledBox>
      );
    case 'done':
      if (state.matches.length === 0) {
        return (
          <StyledBox $tone="plain" role="status">
            <StyledBoxTitle>{state.message ?? intl.formatMessage(messages.noMatch)}</StyledBoxTitle>
            <StyledMuted>{intl.formatMessage(messages.noMatchHint)}</StyledMuted>
          </StyledBox>
        );
      }
      return (
        <Stack as="section" $gap={2} aria-labelledby="photo-check-matches">
          <Heading as={headingLevel === 3 ? 'h3' : 'h2'} $size="lg" $weight="bold" id="photo-check-matches">
            {intl.formatMessage(matchesTitle, { count: state.matches.length })}
          </Heading>
          <StyledMuted>{intl.formatMessage(messages.matchesHint)}</StyledMuted>
          <StackList $gap={2} as="ol" aria-labelledby="photo-check-matches">
            {state.matches.map((match) => (
              <li key={match.profileId}>
                <MatchCard match={match} />
              </li>
            ))}
          </StackList>
        </Stack>
      );
    case 'failed':
      if (state.problem === 'phone') return <PhoneRequired onVerified={onRetry} />;
      return (
        <StyledBox $tone="problem" role="alert">
          <StyledBoxTitle>
            <AlertIcon size={18} />
            {intl.formatMessage(state.problem === 'limit' ? messages.limitTitle : messages.failedTitle)}
          </StyledBoxTitle>
          <StyledMuted>{state.message ?? intl.formatMessage(messages.failedHint)}</StyledMuted>
        </StyledBox>
      );
  }
}
