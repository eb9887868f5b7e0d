import { ButtonLink } from '../../../ui/Button';
import { PlusIcon, SearchIcon } from '../../../ui/icons';
import { EmptyState } from '../../../ui/StateMessage';

/** SPEC §2 empty state of the browse list. */
export function BrowseEmptyState() {
  return (
    <EmptyState
      icon={<SearchIcon size={24} />}
      title="No profiles found"
      description="Try adjusting your search filters or add some women's profiles to get started."
      action={
        <ButtonLink to="/add-person">
          <PlusIcon size={18} />
          Add Woman
        </ButtonLink>
      }
    />
  );
}
