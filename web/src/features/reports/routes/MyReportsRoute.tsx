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
  if (loading) return <LoadingState label="Loading your reports" />;
  if (error && reports.length === 0) {
    return (
      <ErrorState
        title="Unable to load your reports"
        message={errorMessage(error) ?? 'Please try again.'}
        onRetry={() => void refetch().catch(() => undefined)}
      />
    );
  }
  if (reports.length === 0) {
    return (
      <EmptyState
        title="No reports yet"
        description="You have not shared any experiences yet. Open a profile and choose Share Your Experience, or add a woman who is not listed."
        action={<ButtonLink to="/">Browse Profiles</ButtonLink>}
      />
    );
  }
  return (
    <StackList $gap={4} aria-label="Your reports">
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
  useDocumentTitle(pageTitle('My reports'));
  return (
    <RequireAuth>
      <StyledPage>
        <PageHeader
          title="Honest Reports"
          description="The reports you have shared. Each one is reviewed by a moderator before it is published; only you can see this list."
        />
        <MyReportsList />
        <MyDecisions />
        <AddedPeople />
      </StyledPage>
    </RequireAuth>
  );
}
