import { UserIcon } from '../../../../ui/icons';
import { Pager } from '../../../../ui/Pager';
import { EmptyState, QueryState } from '../../../../ui/StateMessage';
import { AdminLayout } from '../../shared/components/AdminLayout';
import { StyledStack } from '../../shared/components/AdminListParts';
import { AdminSearchForm } from '../../shared/components/AdminSearchForm';
import { AdminUserRow } from '../components/AdminUserRow';
import { useAdminUsers } from '../hooks/useAdminUsers';
import { useSearchPageParams } from '../../shared/hooks/useSearchPageParams';
import { pageTitle, useDocumentTitle } from '../../../../ui/useDocumentTitle';

/** /admin/users: search members, see their ban state, ban (with an optional IP ban) and unban. */
export function AdminUsersRoute() {
  useDocumentTitle(pageTitle('Admin', 'Users'));
  const { search, page, setSearch, setPage } = useSearchPageParams();
  const { users, total, pageSize, loading, error, refetch } = useAdminUsers(search, page);
  return (
    <AdminLayout title="Users" description="Search members, ban and unban.">
      <AdminSearchForm label="Search users by username, name or e-mail" placeholder="Username, name or e-mail" initialValue={search} onSearch={setSearch} />
      <QueryState
        loading={loading}
        error={error}
        empty={users.length === 0}
        loadingLabel="Loading users"
        errorTitle="Could not load users"
        onRetry={refetch}
        emptyState={<EmptyState icon={<UserIcon />} title="No users found" description={search ? `Nothing matches "${search}".` : undefined} />}
      >
        <StyledStack>
          {users.map((user) => (
            <AdminUserRow key={user.id} user={user} />
          ))}
        </StyledStack>
        <Pager label="User pages" page={page} pageSize={pageSize} total={total} onPageChange={setPage} />
      </QueryState>
    </AdminLayout>
  );
}
