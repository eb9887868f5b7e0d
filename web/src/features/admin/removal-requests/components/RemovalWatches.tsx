import { FormattedMessage, useIntl } from 'react-intl';
import styled from 'styled-components';
import { Button } from '../../../../ui/Button';
import { StackList } from '../../../../ui/Stack';
import { useRemovalWatches } from '../hooks/useRemovalWatches';

const StyledWatches = styled.section`
  display: flex;
  flex-direction: column;
  gap: 0.5rem;
  padding-top: 0.75rem;
  border-top: 1px solid ${({ theme }) => theme.colors.border};
`;

const StyledWatch = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: 0.5rem;
`;

const StyledHint = styled.p`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.mutedForeground};
`;

/**
 * On a removal request about a profile: the name watches that profile matches, which a moderator may end (issue 26: a
 * watch that targets a person who asked for removal). Loaded on demand; no member is named.
 */
export function RemovalWatches({ profileId }: { profileId: string }) {
  const intl = useIntl();
  const { open, opened, watches, loading, error, ending, end } = useRemovalWatches(profileId);
  if (!opened) {
    return (
      <div>
        <Button size="sm" variant="outline" onClick={open}>
          <FormattedMessage
            id="admin.removal.showWatches"
            defaultMessage="Name watches of this person"
            description="Loads the name watches a profile matches."
          />
        </Button>
      </div>
    );
  }
  const titleId = `removal-watches-${profileId}`;
  return (
    <StyledWatches aria-labelledby={titleId} aria-busy={loading}>
      <strong id={titleId}>
        <FormattedMessage id="admin.removal.watchesTitle" defaultMessage="Name watches of this person" />
      </strong>
      {loading ? (
        <StyledHint role="status">
          <FormattedMessage id="admin.removal.watchesLoading" defaultMessage="Loading name watches" />
        </StyledHint>
      ) : error ? (
        <StyledHint role="alert">
          <FormattedMessage id="admin.removal.watchesFailed" defaultMessage="Could not load the name watches." />
        </StyledHint>
      ) : watches.length === 0 ? (
        <StyledHint>
          <FormattedMessage id="admin.removal.watchesNone" defaultMessage="No member watches this name." />
        </StyledHint>
      ) : (
        <>
          <StyledHint>
            <FormattedMessage
              id="admin.removal.watchesHint"
              defaultMessage="Ending a watch tells its member that moderators ended it because the person asked for removal. Who she is stays private."
            />
          </StyledHint>
          <StackList>
            {watches.map((watch) => {
              const label = intl.formatMessage(
                {
                  id: 'admin.removal.watchLabel',
                  defaultMessage: '{name} within {radius} miles of {location}',
                  description: 'A name watch: the watched name, the radius and the city.',
                },
                { name: [watch.firstName, watch.lastName].filter(Boolean).join(' '), radius: watch.radius, location: watch.location },
              );
              return (
                <li key={watch.id}>
                  <StyledWatch>
                    <span>{label}</span>
                    <Button
                      size="sm"
                      variant="destructive"
                      disabled={ending}
                      aria-label={intl.formatMessage({ id: 'admin.removal.endWatchLabel', defaultMessage: 'End the watch: {label}' }, { label })}
                      onClick={() => void end(watch.id)}
                    >
                      <FormattedMessage id="admin.removal.endWatch" defaultMessage="End watch" />
                    </Button>
                  </StyledWatch>
                </li>
              );
            })}
          </StackList>
        </>
      )}
    </StyledWatches>
  );
}
