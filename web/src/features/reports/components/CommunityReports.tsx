import { FormattedMessage, useIntl } from 'react-intl';
import { useState, type ReactNode } from 'react';
import styled, { keyframes } from 'styled-components';
import { errorMessage } from '../../../shared/errors';
import { Button } from '../../../ui/Button';
import { useMyPendingReports } from '../hooks/useMyPendingReports';
import { useProfileReports } from '../hooks/useProfileReports';
import { ReportCard } from './ReportCard';
import { StyledReportArticle } from './report-card-parts';
import { Heading } from '../../../ui/Text';
import { Row, Stack } from '../../../ui/Stack';

const StyledHeading = styled(Row).attrs({ $gap: 3, $justify: 'between' })``;

const StyledList = styled.ul`
  display: flex;
  flex-direction: column;
  gap: 0.875rem;
  margin: 0;
  padding: 0;
  list-style: none;
`;

const pulse = keyframes`
  0%, 100% { opacity: 1; }
  50% { opacity: 0.55; }
`;

/** A report card's frame, pulsing while the reports load. */
const StyledSkeleton = styled(StyledReportArticle)`
  animation: ${pulse} 1.6s ease-in-out infinite;
`;

const StyledSkeletonLine = styled.span<{ $width: string }>`
  display: block;
  width: ${({ $width }) => $width};
  height: 0.875rem;
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.colors.skeleton};
`;

const StyledPanel = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: 0.5rem;
  padding: 2rem 1rem;
  text-align: center;
  border-radius: ${({ theme }) => theme.radii.lg};
  border: 1px dashed ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.card};
`;

const StyledMuted = styled.p`
  color: ${({ theme }) => theme.colors.mutedForeground};
`;

const StyledMore = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: 0.5rem;
`;

export type CommunityReportsProps = {
  profileId: string;
  /** 'Share Your Experience' or 'Sign Up to Share Experience'. */
  action?: ReactNode;
  /** A signed-in viewer also sees her own reports awaiting review, first. */
  signedIn?: boolean;
};

/**
 * The 'Community Reports' list of a profile (SPEC §2): a skeleton while loading, 'Unable to load reports' on error,
 * the approved report cards, and 'Load more' while the cursor says there are more. A signed-in member's own reports
 * that wait for review come first, marked 'Awaiting review' (only she gets them); 'No reports yet' shows only when
 * there is nothing at all.
 */
export function CommunityReports({ profileId, action, signedIn = false }: CommunityReportsProps) {
  const { reports, hasMore, loading, loadingMore, error, loadMore, refetch } = useProfileReports(profileId);
  const mine = useMyPendingReports(profileId, signedIn);
  const [moreError, setMoreError] = useState<string | null>(null);
  const intl = useIntl();
  // Just approved, it may briefly be in both lists: the public one wins.
  const pending = mine.pendingReports.filter((own) => !reports.some((report) => report.id === own.id));
  const pendingItems = pending.map((report) => (
    <li key={`pending-${report.id}`}>
      <ReportCard report={report} awaitingReview />
    </li>
  ));

  const onLoadMore = async () => {
    setMoreError(null);
    try {
      await loadMore();
    } catch (failure) {
      setMoreError(
        errorMessage(failure) ??
          intl.formatMessage({
            id: 'reports.community.moreFailed',
            defaultMessage: 'More reports could not be loaded. Please try again.',
            description: 'When loading more reports fails.',
          }),
      );
    }
  };

  let body: ReactNode;
  // Her own pending reports are waited for only while there is nothing else to show (no 'No reports yet' flash).
  if (loading || (mine.loading && reports.length === 0)) {
    body = (
      <StyledList
        role="status"
        aria-label={intl.formatMessage({
          id: 'reports.community.loading',
          defaultMessage: 'Loading reports',
          description: 'Accessible name of the loading reports.',
        })}
        aria-busy="true"
      >
        {[0, 1, 2].map((index) => (
          <StyledSkeleton as="li" key={index} data-testid="report-skeleton" aria-hidden="true">
            <StyledSkeletonLine $width="40%" />
            <StyledSkeletonLine $width="90%" />
            <StyledSkeletonLine $width="75%" />
          </StyledSkeleton>
        ))}
      </StyledList>
    );
  } else if (error && reports.length === 0) {
    body = (
      <>
        {pendingItems.length > 0 && <StyledList>{pendingItems}</StyledList>}
        <StyledPanel role="alert">
          <Heading as="h3" $size="lead">
            <FormattedMessage
              id="reports.community.loadFailed"
              defaultMessage="Unable to load reports"
              description="Heading when a profile's reports fail to load."
            />
          </Heading>
          <StyledMuted>
            {errorMessage(error) ??
              intl.formatMessage({
                id: 'reports.community.tryAgainText',
                defaultMessage: 'Please try again.',
                description: 'When reports failed without a message.',
              })}
          </StyledMuted>
          <Button variant="outline" size="sm" onClick={() => void refetch().catch(() => undefined)}>
            <FormattedMessage id="reports.community.tryAgain" defaultMessage="Try Again" description="Retries loading reports." />
          </Button>
        </StyledPanel>
      </>
    );
  } else if (reports.length === 0 && pendingItems.length === 0) {
    body = (
      <StyledPanel>
        <Heading as="h3" $size="lead">
          <FormattedMessage id="reports.community.empty" defaultMessage="No reports yet" description="A profile without reports." />
        </Heading>
        <StyledMuted>
          <FormattedMessage
            id="reports.community.emptyText"
            defaultMessage="Be the first to share an honest experience with this person."
            description="A profile without reports."
          />
        </StyledMuted>
      </StyledPanel>
    );
  } else {
    body = (
      <>
        <StyledList>
          {pendingItems}
          {reports.map((report) => (
            <li key={report.id}>
              <ReportCard report={report} />
            </li>
          ))}
        </StyledList>
        {hasMore && (
          <StyledMore>
            <Button variant="outline" onClick={() => void onLoadMore()} disabled={loadingMore} aria-busy={loadingMore}>
              {loadingMore
                ? intl.formatMessage({ id: 'reports.community.loadingMore', defaultMessage: 'Loading...', description: 'While more reports load.' })
                : intl.formatMessage({ id: 'reports.community.loadMore', defaultMessage: 'Load more', description: 'Loads more reports.' })}
            </Button>
            {moreError && <StyledMuted role="alert">{moreError}</StyledMuted>}
          </StyledMore>
        )}
      </>
    );
  }

  return (
    <Stack as="section" $gap={4} aria-labelledby="community-reports-title">
      <StyledHeading>
        <Heading as="h2" $size="2xl" $weight="heavy" id="community-reports-title">
          <FormattedMessage id="reports.community.title" defaultMessage="Community Reports" description="Heading of a profile's reports." />
        </Heading>
        {action}
      </StyledHeading>
      {body}
    </Stack>
  );
}
