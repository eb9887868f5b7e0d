import { useSearchParams } from 'react-router-dom';
import { useCurrentUser } from '../../auth/hooks/useCurrentUser';
import { NotAvailableYet, PageHeader, StyledPage } from '../../../ui/Page';
import { WelcomeBanner } from '../components/WelcomeBanner';

/** / : the banner now; the profile list, filters and pagination arrive with the browse screen. */
export function HomeRoute() {
  const { user } = useCurrentUser();
  const [params] = useSearchParams();
  const search = params.get('search')?.trim();
  return (
    <StyledPage>
      <WelcomeBanner user={user} />
      <PageHeader
        title="Browse Profiles"
        description={search ? `Search: “${search}”` : 'Honest, anonymous reports shared by our community.'}
      />
      <NotAvailableYet>Browsing and searching profiles is not available yet.</NotAvailableYet>
    </StyledPage>
  );
}
