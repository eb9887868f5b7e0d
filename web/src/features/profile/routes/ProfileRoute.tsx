import { useParams } from 'react-router-dom';
import { NotAvailableYet, PageHeader, StyledPage } from '../../../ui/Page';

/** /profile/:id, open to everyone. */
export function ProfileRoute() {
  const { id } = useParams();
  return (
    <StyledPage>
      <PageHeader title="Profile" description={id ? `Profile ${id}` : undefined} />
      <NotAvailableYet>Profile pages and their Community Reports are not available yet.</NotAvailableYet>
    </StyledPage>
  );
}
