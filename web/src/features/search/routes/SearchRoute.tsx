import { BrowseProfiles } from '../../home/components/BrowseProfiles';
import { PageHeader, StyledPage } from '../../../ui/Page';
import { pageTitle, useDocumentTitle } from '../../../ui/useDocumentTitle';

const SEARCH_DESCRIPTION = 'Search the profiles on Tea by name or location, and narrow the results by rating, distance and place.';

/**
 * /search: the bottom bar's Search. The same browse list as the home page (search box, filters, pages), with its
 * state in this page's URL, so results can be shared as /search?search=...
 */
export function SearchRoute() {
  useDocumentTitle(pageTitle('Search'), SEARCH_DESCRIPTION);
  return (
    <StyledPage>
      <PageHeader title="Search" description="Find profiles by name or location, and narrow them with filters." />
      <BrowseProfiles />
    </StyledPage>
  );
}
