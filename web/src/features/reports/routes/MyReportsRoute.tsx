import { FormattedMessage, useIntl } from 'react-intl';
import { errorMessage } from '../../../shared/errors';
import { ButtonLink } from '../../../ui/Button';
import { PageHeader, StyledPage } from '../../../ui/Page';
import { EmptyState, ErrorState, LoadingState } from '../../../ui/StateMessage';
import { pageTitle, useDocumentTitle } from '../../../ui/useDocumentTitle';
import { RequireAuth } from '../../auth/components/RequireAuth';
import { MyReportCard } from '../components/MyReportCard';
import { useMyReports } from '../hooks/useMyReports';
import { MyDecisions } from '../../appeal/components/MyDecisions';
import { AddedPeople } from '../../profile/components/AddedPeople';
import { StackList } from '../../../ui/Stack';

function MyReportsList() {
  const { reports, loading, error, refetch } = useMyReports();
  const intl = useIntl();
  if (loading)
    return (
      <LoadingState
        label={intl.formatMessage({ id: 'reports.mine.loading', defaultMessage: 'Loading your reports', description: 'While her reports load.' })}
      />
    );
  if (error && reports.length === 0) {
    return (
      <ErrorState
        title={intl.formatMessage({
          id: 'reports.mine.loadFailed',
          defaultMessage: 'Unable to load your reports',
          description: 'When her reports fail to load.',
        })}
        message={
          errorMessage(error) ??
          intl.formatMessage({
            id: 'reports.mine.tryAgainText',
            defaultMessage: 'Please try again.',
            description: 'When her reports failed without a message.',
          })
        }
        onRetry={() => void refetch().catch(() => undefined)}
      />
    );
  }
  if (reports.length === 0) {
    return (
      <EmptyState
        title={intl.formatMessage({ id: 'reports.mine.empty', defaultMessage: 'No reports yet', description: 'She has no reports.' })}
        description={intl.formatMessage({
          id: 'reports.mine.emptyText',
          defaultMessage: 'You have not shared any experiences yet. Open a profile and choose Share Your Experience, or add a woman who is not listed.',
          description: 'She has no reports.',
        })}
        action={
          <ButtonLink to="/">
            <FormattedMessage id="reports.mine.browse" defaultMessage="Browse Profiles" description="Link to the browse page." />
          </ButtonLink>
        }
      />
    );
  }
  return (
    <StackList
      $gap={4}
      aria-label={intl.formatMessage({ id: 'reports.mine.listLabel', defaultMessage: 'Your reports', description: 'Accessible name of her reports.' })}
    >
      {reports.map((report) => (
        <li key={report.id}>
          <MyReportCard report={report} />
        </li>
      ))}
    </StackList>
  );
}

/** /reviews: My Reports, titled 'Honest Reports' (signed in). */
export function MyReportsRoute() {
  const intl = useIntl();
  useDocumentTitle(pageTitle(intl.formatMessage({ id: 'reports.mine.documentTitle', defaultMessage: 'My reports', description: 'Tab title of her reports.' })));
  return (
    <RequireAuth>
      <StyledPage>
        <PageHeader
          title={intl.formatMessage({ id: 'reports.mine.title', defaultMessage: 'Honest Reports', description: 'Heading of her reports.' })}
          description={intl.formatMessage({
            id: 'reports.mine.subtitle',
            defaultMessage: 'The reports you have shared. Each one is reviewed by a moderator before it is published; only you can see this list.',
            description: 'Under the heading of her reports.',
          })}
        />
        <MyReportsList />
        <MyDecisions />
        <AddedPeople />
      </StyledPage>
    </RequireAuth>
  );
}
