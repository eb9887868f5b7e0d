import { defineMessages } from 'react-intl';
import { UserIcon } from '../../../../ui/icons';
import { Stack } from '../../../../ui/Stack';
import { AdminSearchList } from '../../shared/components/AdminSearchList';
import { AdminUserRow } from '../components/AdminUserRow';
import { useAdminUsers } from '../hooks/useAdminUsers';
import { useSearchPageParams } from '../../shared/hooks/useSearchPageParams';

const messages = defineMessages({
  documentTitle: { id: 'admin.users.page.documentTitle', defaultMessage: 'Users', description: "Tab title: 'Admin - Users - Tea'." },
  title: { id: 'admin.users.page.title', defaultMessage: 'Users' },
  description: { id: 'admin.users.page.description', defaultMessage: 'Search members, ban and unban.' },
  searchLabel: { id: 'admin.users.page.searchLabel', defaultMessage: 'Search users by username, name or e-mail' },
  searchPlaceholder: { id: 'admin.users.page.searchPlaceholder', defaultMessage: 'Username, name or e-mail' },
  loading: { id: 'admin.users.page.loading', defaultMessage: 'Loading users' },
  loadFailed: { id: 'admin.users.page.loadFailed', defaultMessage: 'Could not load users' },
  empty: { id: 'admin.users.page.empty', defaultMessage: 'No users found' },
  pages: { id: 'admin.users.page.pages', defaultMessage: 'User pages', description: 'Label of the page navigation.' },
});

/** /admin/users: search members, see their ban state, ban (with an optional IP ban) and unban. */
export function AdminUsersRoute() {
  const params = useSearchPageParams();
  const { users, ...list } = useAdminUsers(params.search, params.page);
  return (
    <AdminSearchList messages={messages} icon={<UserIcon />} params={params} list={{ count: users.length, ...list }}>
      <Stack>
        {users.map((user) => (
          <AdminUserRow key={user.id} user={user} />
        ))}
      </Stack>
    </AdminSearchList>
  );
}
