import { FormattedMessage, useIntl } from 'react-intl';
import { ButtonLink } from '../../../ui/Button';
import { PlusIcon, SearchIcon } from '../../../ui/icons';
import { EmptyState } from '../../../ui/StateMessage';

/** SPEC §2 empty state of the browse list. */
export function BrowseEmptyState() {
  const intl = useIntl();
  return (
    <EmptyState
      icon={<SearchIcon size={24} />}
      title={intl.formatMessage({ id: 'home.empty.title', defaultMessage: 'No profiles found', description: 'Empty browse list.' })}
      description={
        <FormattedMessage
          id="home.empty.description"
          defaultMessage="Try adjusting your search filters or add some women's profiles to get started."
          description="Empty browse list."
        />
      }
      action={
        <ButtonLink to="/add-person">
          <PlusIcon size={18} />
          <FormattedMessage id="home.empty.addWoman" defaultMessage="Add Woman" description="Empty browse list: add a person." />
        </ButtonLink>
      }
    />
  );
}
