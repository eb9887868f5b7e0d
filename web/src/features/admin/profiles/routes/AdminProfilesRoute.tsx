import { defineMessages } from 'react-intl';
import { UserIcon } from '../../../../ui/icons';
import { StyledCardGrid } from '../../shared/components/AdminListParts';
import { AdminSearchList } from '../../shared/components/AdminSearchList';
import { AdminProfileCard } from '../components/AdminProfileCard';
import { useAdminProfiles } from '../hooks/useAdminProfiles';
import { useSearchPageParams } from '../../shared/hooks/useSearchPageParams';

const messages = defineMessages({
  documentTitle: { id: 'admin.profiles.page.documentTitle', defaultMessage: 'Profiles', description: "Tab title: 'Admin - Profiles - Tea'." },
  title: { id: 'admin.profiles.page.title', defaultMessage: 'Profiles' },
  description: { id: 'admin.profiles.page.description', defaultMessage: 'Search, edit and delete profiles.' },
  searchLabel: { id: 'admin.profiles.page.searchLabel', defaultMessage: 'Search profiles by name or location' },
  searchPlaceholder: { id: 'admin.profiles.page.searchPlaceholder', defaultMessage: 'Name or location' },
  loading: { id: 'admin.profiles.page.loading', defaultMessage: 'Loading profiles' },
  loadFailed: { id: 'admin.profiles.page.loadFailed', defaultMessage: 'Could not load profiles' },
  empty: { id: 'admin.profiles.page.empty', defaultMessage: 'No profiles found' },
  emptyText: { id: 'admin.profiles.page.emptyText', defaultMessage: 'No profiles have been added yet.' },
  pages: { id: 'admin.profiles.page.pages', defaultMessage: 'Profile pages', description: 'Label of the page navigation.' },
});

/** /admin/profiles: search, profile cards, edit and delete dialogs. */
export function AdminProfilesRoute() {
  const params = useSearchPageParams();
  const { profiles, ...list } = useAdminProfiles(params.search, params.page);
  return (
    <AdminSearchList
      messages={messages}

      emptyText={messages.emptyText}
      icon={<UserIcon />}
      params={params}
      list={{ count: profiles.length, ...list }}
    >
      <StyledCardGrid>
        {profiles.map((profile) => (
          <AdminProfileCard key={profile.id} profile={profile} />
        ))}
      </StyledCardGrid>
    </AdminSearchList>
  );
}
