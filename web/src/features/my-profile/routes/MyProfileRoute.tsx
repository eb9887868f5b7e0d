import { RequireAuth } from '../../auth/components/RequireAuth';
import { NotAvailableYet, PageHeader, StyledPage } from '../../../ui/Page';

/** /my-profile (signed in). */
export function MyProfileRoute() {
  return (
    <RequireAuth>
      <StyledPage>
        <PageHeader title="My Profile" />
        <NotAvailableYet>Your profile and ID verification are not available yet.</NotAvailableYet>
      </StyledPage>
    </RequireAuth>
  );
}
