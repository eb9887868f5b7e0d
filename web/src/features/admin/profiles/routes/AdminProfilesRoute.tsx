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

/** /admin/profiles: search, profile cards, edit and delete dialogs. */
export function AdminProfilesRoute() {
  useDocumentTitle(pageTitle('Admin', 'Profiles'));
  const { search, page, setSearch, setPage } = useSearchPageParams();
  const { profiles, total, pageSize, loading, error, refetch } = useAdminProfiles(search, page);
  return (
    <AdminLayout title="Profiles" description="Search, edit and delete profiles.">
      <AdminSearchForm label="Search profiles by name or location" placeholder="Name or location" initialValue={search} onSearch={setSearch} />
      <QueryState
        loading={loading}
        error={error}
        empty={profiles.length === 0}
        loadingLabel="Loading profiles"
        errorTitle="Could not load profiles"
        onRetry={refetch}
        emptyState={
          <EmptyState
            icon={<UserIcon />}
            title="No profiles found"
            description={search ? `Nothing matches "${search}".` : 'No profiles have been added yet.'}
          />
        }
      >
        <StyledCardGrid>
          {profiles.map((profile) => (
            <AdminProfileCard key={profile.id} profile={profile} />
          ))}
        </StyledCardGrid>
        <Pager label="Profile pages" page={page} pageSize={pageSize} total={total} onPageChange={setPage} />
      </QueryState>
    </AdminLayout>
  );
}
