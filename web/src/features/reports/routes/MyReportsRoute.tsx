import { RequireAuth } from '../../auth/components/RequireAuth';
import { NotAvailableYet, PageHeader, StyledPage } from '../../../ui/Page';

/** /reviews: My Reports (signed in). */
export function MyReportsRoute() {
  return (
    <RequireAuth>
      <StyledPage>
        <PageHeader title="Honest Reports" description="The reports you have shared." />
        <NotAvailableYet>Your reports are not available yet.</NotAvailableYet>
      </StyledPage>
    </RequireAuth>
  );
}
