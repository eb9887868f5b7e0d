import { useSearchParams } from 'react-router-dom';
import { AdminPlaceholder } from '../components/AdminPlaceholder';

/** The admin screens a later release builds; each shows its heading to admins only. */
export function AdminDashboardRoute() {
  return <AdminPlaceholder title="Admin Dashboard" description="Statistics, quick actions and recent activity." />;
}

export function AdminUsersRoute() {
  return <AdminPlaceholder title="Users" description="Search users, ban and unban." />;
}

export function AdminProfilesRoute() {
  return <AdminPlaceholder title="Profiles" description="Search, edit and delete profiles." />;
}

/** Accepts ?profile=<id> to show one profile's reports. */
export function AdminReportsRoute() {
  const [params] = useSearchParams();
  const profile = params.get('profile');
  return (
    <AdminPlaceholder
      title="Reports"
      description={profile ? `Reports about profile ${profile}.` : 'Search, filter, view and delete reports.'}
    />
  );
}

export function AdminImageApprovalRoute() {
  return <AdminPlaceholder title="Image Approval" description="Approve or reject pending profile images." />;
}

export function AdminSampleDataRoute() {
  return <AdminPlaceholder title="Sample Data" description="Generate sample profiles and reports." />;
}

export function AdminVerificationRoute() {
  return <AdminPlaceholder title="Verification Dashboard" description="Review ID verification requests." />;
}
