import { BrowseProfiles } from '../../home/components/BrowseProfiles';
import { PageHeader, StyledPage } from '../../../ui/Page';

/**
 * /search: the bottom bar's Search. The same browse list as the home page (search box, filters, pages), with its
 * state in this page's URL, so results can be shared as /search?search=...
 */
export function SearchRoute() {
  return (
    <StyledPage>
      <PageHeader title="Search" description="Find profiles by name or location, and narrow them with filters." />
      <BrowseProfiles />
    </StyledPage>
  );
}
