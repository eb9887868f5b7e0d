import { defineMessage, defineMessages, useIntl } from 'react-intl';
import { UserIcon } from '../../../../ui/icons';
import { Pager } from '../../../../ui/Pager';
import { EmptyState, QueryState } from '../../../../ui/StateMessage';
import { AdminLayout } from '../../shared/components/AdminLayout';
import { StyledCardGrid } from '../../shared/components/AdminListParts';
import { AdminProfileCard } from '../components/AdminProfileCard';
import { AdminSearchForm } from '../../shared/components/AdminSearchForm';
import { useAdminProfiles } from '../hooks/useAdminProfiles';
import { useSearchPageParams } from '../../shared/hooks/useSearchPageParams';
import { pageTitle, useDocumentTitle } from '../../../../ui/useDocumentTitle';

const messages = defineMessages({
  documentTitle: { id: 'admin.profiles.page.documentTitle', defaultMessage: 'Profiles', description: "Tab title: 'Admin - Profiles - Tea'." },
  admin: { id: 'admin.profiles.page.admin', defaultMessage: 'Admin', description: "First part of an admin screen's tab title." },
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

const noMatchMessage = defineMessage<{ search: string }>({ id: 'admin.profiles.page.noMatch', defaultMessage: 'Nothing matches "{search}".' });

/** /admin/profiles: search, profile cards, edit and delete dialogs. */
export function AdminProfilesRoute() {
  const intl = useIntl();
  useDocumentTitle(pageTitle(intl.formatMessage(messages.admin), intl.formatMessage(messages.documentTitle)));
  const { search, page, setSearch, setPage } = useSearchPageParams();
  const { profiles, total, pageSize, loading, error, refetch } = useAdminProfiles(search, page);
  return (
    <AdminLayout title={intl.formatMessage(messages.title)} description={intl.formatMessage(messages.description)}>
      <AdminSearchForm
        label={intl.formatMessage(messages.searchLabel)}
        placeholder={intl.formatMessage(messages.searchPlaceholder)}
        initialValue={search}
        onSearch={setSearch}
      />
      <QueryState
        loading={loading}
        error={error}
        empty={profiles.length === 0}
        loadingLabel={intl.formatMessage(messages.loading)}
        errorTitle={intl.formatMessage(messages.loadFailed)}
        onRetry={refetch}
        emptyState={
          <EmptyState
            icon={<UserIcon />}
            title={intl.formatMessage(messages.empty)}
            description={search ? intl.formatMessage(noMatchMessage, { search }) : intl.formatMessage(messages.emptyText)}
          />
        }
      >
        <StyledCardGrid>
          {profiles.map((profile) => (
            <AdminProfileCard key={profile.id} profile={profile} />
          ))}
        </StyledCardGrid>
        <Pager label={intl.formatMessage(messages.pages)} page={page} pageSize={pageSize} total={total} onPageChange={setPage} />
      </QueryState>
    </AdminLayout>
  );
}
