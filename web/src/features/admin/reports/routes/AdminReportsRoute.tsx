import { Link, useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import type { ReportKind, ReportStatusFilter } from '../../../../gql/graphql';
import { StyledSelect } from '../../../../ui/Field';
import { ReportIcon } from '../../../../ui/icons';
import { Pager } from '../../../../ui/Pager';
import { EmptyState, QueryState } from '../../../../ui/StateMessage';
import { Tabs } from '../../../../ui/Tabs';
import { REPORT_KIND_LABELS } from '../../shared/admin-labels';
import { parsePage } from '../../shared/admin-params';
import { AdminLayout } from '../../shared/components/AdminLayout';
import { StyledStack } from '../../shared/components/AdminListParts';
import { AdminSearchForm } from '../../shared/components/AdminSearchForm';
import { ReportQueueItem } from '../components/ReportQueueItem';
import { ADMIN_REPORTS_PAGE_SIZE, useAdminReports, useReportsProfileName } from '../hooks/useAdminReports';
import { pageTitle, useDocumentTitle } from '../../../../ui/useDocumentTitle';

const StyledFilterNotice = styled.p`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 0.5rem 1rem;
  margin-bottom: 1rem;
  padding: 0.75rem 1rem;
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.accent};
  color: ${({ theme }) => theme.colors.accentForeground};

  a {
    font-weight: 600;
    color: inherit;
  }
`;

const STATUS_TABS: readonly { value: ReportStatusFilter; label: string }[] = [
  { value: 'PENDING', label: 'Pending' },
  { value: 'APPROVED', label: 'Approved' },
  { value: 'REJECTED', label: 'Rejected' },
  { value: 'ALL', label: 'All' },
];

const ALL_TYPES = 'ALL';

const EMPTY_TEXT: Record<ReportStatusFilter, string> = {
  PENDING: 'The queue is empty: every report has been reviewed.',
  APPROVED: 'No approved reports match.',
  REJECTED: 'No rejected reports match.',
  ALL: 'No reports match.',
};

function parseStatus(value: string | null): ReportStatusFilter {
  return STATUS_TABS.some((tab) => tab.value === value) ? (value as ReportStatusFilter) : 'PENDING';
}

function parseKind(value: string | null): ReportKind | null {
  return value && value in REPORT_KIND_LABELS ? (value as ReportKind) : null;
}

type ReportListProps = {
  status: ReportStatusFilter;
  reportType: ReportKind | null;
  search: string | null;
  profileId: string | null;
  page: number;
  onPageChange: (page: number) => void;
};

function ReportList({ status, reportType, search, profileId, page, onPageChange }: ReportListProps) {
  const { reports, total, totalIsExact, loading, error, refetch } = useAdminReports({ status, reportType, search, profileId }, page);
  return (
    <QueryState
      loading={loading}
      error={error}
      empty={reports.length === 0}
      loadingLabel="Loading reports"
      errorTitle="Could not load reports"
      onRetry={refetch}
      emptyState={<EmptyState icon={<ReportIcon />} title="No reports" description={EMPTY_TEXT[status]} />}
    >
      <StyledStack>
        {reports.map((report) => (
          <ReportQueueItem key={report.id} report={report} />
        ))}
      </StyledStack>
      <Pager label="Report pages" page={page} pageSize={ADMIN_REPORTS_PAGE_SIZE} total={total} totalIsExact={totalIsExact} onPageChange={onPageChange} />
    </QueryState>
  );
}

/**
 * /admin/reports: the moderation queue. Status tabs (Pending first, oldest first), search, type filter and the
 * `?profile=` filter all live in the URL, so a filtered view can be linked (e.g. from a profile card).
 */
export function AdminReportsRoute() {
  useDocumentTitle(pageTitle('Admin', 'Reports'));
  const [params, setParams] = useSearchParams();
  const status = parseStatus(params.get('status'));
  const reportType = parseKind(params.get('type'));
  const search = params.get('q')?.trim() || null;
  const profileId = params.get('profile');
  const page = parsePage(params.get('page'));
  const profileName = useReportsProfileName(profileId);

  /** Changes some parameters; any filter change starts again on page 1. */
  const setParam = (changes: Record<string, string | null>) => {
    const next = new URLSearchParams(params);
    for (const [key, value] of Object.entries(changes)) {
      if (value === null) next.delete(key);
      else next.set(key, value);
    }
    if (!('page' in changes)) next.delete('page');
    setParams(next);
  };

  const clearProfile = new URLSearchParams(params);
  clearProfile.delete('profile');
  clearProfile.delete('page');
  const clearProfileQuery = clearProfile.toString();
  const clearProfileHref = `/admin/reports${clearProfileQuery ? `?${clearProfileQuery}` : ''}`;

  const list = (
    <ReportList
      status={status}
      reportType={reportType}
      search={search}
      profileId={profileId}
      page={page}
      onPageChange={(next) => setParam({ page: String(next) })}
    />
  );

  return (
    <AdminLayout title="Reports" description="Review the moderation queue: approve, reject, edit or delete reports.">
      {profileId && (
        <StyledFilterNotice role="status">
          <span>
            Showing reports about <strong>{profileName ?? `profile ${profileId}`}</strong>
          </span>
          <Link to={clearProfileHref}>Clear filter</Link>
        </StyledFilterNotice>
      )}
      <AdminSearchForm
        label="Search reports"
        placeholder="Search title, content or profile name"
        initialValue={search}
        onSearch={(text) => setParam({ q: text || null })}
      >
        <StyledSelect
          aria-label="Report type"
          value={reportType ?? ALL_TYPES}
          onChange={(event) => setParam({ type: event.target.value === ALL_TYPES ? null : event.target.value })}
        >
          <option value={ALL_TYPES}>All types</option>
          {(Object.keys(REPORT_KIND_LABELS) as ReportKind[]).map((kind) => (
            <option key={kind} value={kind}>
              {REPORT_KIND_LABELS[kind]}
            </option>
          ))}
        </StyledSelect>
      </AdminSearchForm>
      <Tabs
        label="Report status"
        value={status}
        onValueChange={(value) => setParam({ status: value === 'PENDING' ? null : value })}
        items={STATUS_TABS.map((tab) => ({ value: tab.value, label: tab.label, content: list }))}
      />
    </AdminLayout>
  );
}
