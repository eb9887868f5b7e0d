import { RequireAuth } from '../../auth/components/RequireAuth';
import { NotAvailableYet, PageHeader, StyledPage } from '../../../ui/Page';

/** /add-person (signed in). */
export function AddPersonRoute() {
  return (
    <RequireAuth>
      <StyledPage>
        <PageHeader title="Add New Woman" />
        <NotAvailableYet>Adding a profile is not available yet.</NotAvailableYet>
      </StyledPage>
    </RequireAuth>
  );
}
