import { defineMessages, FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { StyledItemDetail, StyledItemList, StyledItemRow, StyledItemTitle } from '../../../ui/ItemList';
import { Pill } from '../../../ui/Pill';
import { useMyAddedProfiles } from '../hooks/useMyAddedProfiles';
import { Heading } from '../../../ui/Text';

const StyledSection = styled.section`
  margin-top: 2rem;
  display: flex;
  flex-direction: column;
  gap: 0.75rem;
`;

const StyledNote = styled.p`
  font-size: ${({ theme }) => theme.fontSizes.md};
  color: ${({ theme }) => theme.colors.mutedForeground};
`;

/**
 * 'People you added' (My Reports): each person she added, linked to her page; those no moderator has approved a report or
 * a photo about yet are marked 'Awaiting review' (SAFETY 15: only she and the moderators see them). Nothing shows when
 * she added nobody, or while the list cannot be loaded (her reports above are the page's main content).
 */
const messages = defineMessages({
  title: { id: 'profile.added.title', defaultMessage: 'People you added', description: 'Heading of the people she added.' },
});

export function AddedPeople() {
  const { profiles } = useMyAddedProfiles();
  const intl = useIntl();
  if (!profiles.length) return null;
  const waiting = profiles.some((p) => p.awaitingReview);
  return (
    <StyledSection aria-labelledby="added-people-title">
      <Heading as="h2" $size="xl" $weight="heavy" id="added-people-title">
        {intl.formatMessage(messages.title)}
      </Heading>
      {waiting && (
        <StyledNote>
          <FormattedMessage
            id="profile.added.waitingNote"
            defaultMessage="A person you added is shown to others once a moderator has approved a report or a photo about her."
            description="Note over the people she added when one awaits review."
          />
        </StyledNote>
      )}
      <StyledItemList aria-label={intl.formatMessage(messages.title)}>
        {profiles.map((profile) => (
          <StyledItemRow key={profile.id}>
            <StyledItemTitle>
              <Link to={`/profile/${profile.id}`}>{profile.displayName}</Link>
              {profile.awaitingReview && (
                <Pill tone="warning">
                  <FormattedMessage
                    id="profile.awaitingReview"
                    defaultMessage="Awaiting review"
                    description="Pill of a profile no moderator has approved anything about yet."
                  />
                </Pill>
              )}
            </StyledItemTitle>
            {profile.location && <StyledItemDetail>{profile.location}</StyledItemDetail>}
          </StyledItemRow>
        ))}
      </StyledItemList>
    </StyledSection>
  );
}
