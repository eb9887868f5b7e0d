import { defineMessage, defineMessages, useIntl } from 'react-intl';
import { UserIcon } from '../../../../ui/icons';
import { Pager } from '../../../../ui/Pager';
import { EmptyState, QueryState } from '../../../../ui/StateMessage';
import { AdminLayout } from '../../shared/components/AdminLayout';
import { Stack } from '../../../../ui/Stack';
import { AdminSearchForm } from '../../shared/components/AdminSearchForm';
import { AdminUserRow } from '../components/AdminUserRow';
import { useAdminUsers } from '../hooks/useAdminUsers';
import { useSearchPageParams } from '../../shared/hooks/useSearchPageParams';
import { pageTitle, useDocumentTitle } from '../../../../ui/useDocumentTitle';

const messages = defineMessages({
  documentTitle: { id: 'admin.users.page.documentTitle', defaultMessage: 'Users', description: "Tab title: 'Admin - Users - Tea'." },
  admin: { id: 'admin.users.page.admin', defaultMessage: 'Admin', description: "First part of an admin screen's tab title." },
  title: { id: 'admin.users.page.title', defaultMessage: 'Users' },
  description: { id: 'admin.users.page.description', defaultMessage: 'Search members, ban and unban.' },
  searchLabel: { id: 'admin.users.page.searchLabel', defaultMessage: 'Search users by username, name or e-mail' },
  searchPlaceholder: { id: 'admin.users.page.searchPlaceholder', defaultMessage: 'Username, name or e-mail' },
  loading: { id: 'admin.users.page.loading', defaultMessage: 'Loading users' },
  loadFailed: { id: 'admin.users.page.loadFailed', defaultMessage: 'Could not load users' },
  empty: { id: 'admin.users.page.empty', defaultMessage: 'No users found' },
  pages: { id: 'admin.users.page.pages', defaultMessage: 'User pages', description: 'Label of the page navigation.' },
});

const noMatchMessage = defineMessage<{ search: string }>({ id: 'admin.users.page.noMatch', defaultMessage: 'Nothing matches "{search}".' });

/** /admin/users: search members, see their ban state, ban (with an optional IP ban) and unban. */
export function AdminUsersRoute() {
  const intl = useIntl();
  useDocumentTitle(pageTitle(intl.formatMessage(messages.admin), intl.formatMessage(messages.documentTitle)));
  const { search, page, setSearch, setPage } = useSearchPageParams();
  const { users, total, pageSize, loading, error, refetch } = useAdminUsers(search, page);
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
        empty={users.length === 0}
        loadingLabel={intl.formatMessage(messages.loading)}
        errorTitle={intl.formatMessage(messages.loadFailed)}
        onRetry={refetch}
        emptyState={
          <EmptyState
            icon={<UserIcon />}
            title={intl.formatMessage(messages.empty)}
            description={search ? intl.formatMessage(noMatchMessage, { search }) : undefined}
          />
        }
      >
        <Stack>
          {users.map((user) => (
            <AdminUserRow key={user.id} user={user} />
          ))}
        </Stack>
        <Pager label={intl.formatMessage(messages.pages)} page={page} pageSize={pageSize} total={total} onPageChange={setPage} />
      </QueryState>
    </AdminLayout>
  );
}
