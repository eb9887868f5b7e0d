import { defineMessages, useIntl } from 'react-intl';
import { BrowseProfiles } from '../../home/components/BrowseProfiles';
import { PageHeader, StyledPage } from '../../../ui/Page';
import { pageTitle, useDocumentTitle } from '../../../ui/useDocumentTitle';

const messages = defineMessages({
  documentTitle: { id: 'search.page.documentTitle', defaultMessage: 'Search', description: 'Tab title of the search page.' },
  description: {
    id: 'search.page.description',
    defaultMessage: 'Search the profiles on Tea by name or location, and narrow the results by rating, distance and place.',
    description: 'Meta description of the search page.',
  },
  title: { id: 'search.page.title', defaultMessage: 'Search', description: 'Heading of the search page.' },
  subtitle: {
    id: 'search.page.subtitle',
    defaultMessage: 'Find profiles by name or location, and narrow them with filters.',
    description: 'Under the heading of the search page.',
  },
});

/**
 * /search: the bottom bar's Search. The same browse list as the home page (search box, filters, pages), with its
 * state in this page's URL, so results can be shared as /search?search=...
 */
export function SearchRoute() {
  const intl = useIntl();
  useDocumentTitle(pageTitle(intl.formatMessage(messages.documentTitle)), intl.formatMessage(messages.description));
  return (
    <StyledPage>
      <PageHeader title={intl.formatMessage(messages.title)} description={intl.formatMessage(messages.subtitle)} />
      <BrowseProfiles />
    </StyledPage>
  );
}
