import { defineMessage, defineMessages, FormattedMessage, useIntl, type MessageDescriptor } from 'react-intl';
import type { ReactNode } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import type { ReportKind, ReportStatusFilter } from '../../../../gql/graphql';
import { StyledSelect } from '../../../../ui/Field';
import { ReportIcon } from '../../../../ui/icons';
import { Pager } from '../../../../ui/Pager';
import { EmptyState, QueryState } from '../../../../ui/StateMessage';
import { Tabs } from '../../../../ui/Tabs';
import { REPORT_TYPE_BADGE_MESSAGES } from '../../../reports/report-display';
import { parsePage } from '../../shared/admin-params';
import { AdminLayout } from '../../shared/components/AdminLayout';
import { Stack } from '../../../../ui/Stack';
import { AdminSearchForm } from '../../shared/components/AdminSearchForm';
import { ReportQueueItem } from '../components/ReportQueueItem';
import { ADMIN_REPORTS_PAGE_SIZE, useAdminReports, useReportsProfileName } from '../hooks/useAdminReports';
import { useModerationClaims } from '../../shared/hooks/useModerationQueue';
import { useDocumentTitle } from '../../../../ui/useDocumentTitle';
import { adminPageTitle } from '../../shared/admin-labels';

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

const messages = defineMessages({
  documentTitle: { id: 'admin.reports.page.documentTitle', defaultMessage: 'Reports', description: "Tab title: 'Admin - Reports - Tea'." },
  title: { id: 'admin.reports.page.title', defaultMessage: 'Reports' },
  description: { id: 'admin.reports.page.description', defaultMessage: 'Review the moderation queue: approve, reject, edit or delete reports.' },
  loading: { id: 'admin.reports.page.loading', defaultMessage: 'Loading reports' },
  loadFailed: { id: 'admin.reports.page.loadFailed', defaultMessage: 'Could not load reports' },
  empty: { id: 'admin.reports.page.empty', defaultMessage: 'No reports' },
  pages: { id: 'admin.reports.page.pages', defaultMessage: 'Report pages', description: 'Label of the page navigation.' },
  clearFilter: { id: 'admin.reports.page.clearFilter', defaultMessage: 'Clear filter', description: 'Link: show reports about everyone again.' },
  searchLabel: { id: 'admin.reports.page.searchLabel', defaultMessage: 'Search reports' },
  searchPlaceholder: { id: 'admin.reports.page.searchPlaceholder', defaultMessage: 'Search title, content or profile name' },
  typeFilter: { id: 'admin.reports.page.typeFilter', defaultMessage: 'Report type' },
  allTypes: { id: 'admin.reports.page.allTypes', defaultMessage: 'All types' },
  statusTabs: { id: 'admin.reports.page.statusTabs', defaultMessage: 'Report status', description: 'Label of the status tabs.' },
});

const unnamedProfileMessage = defineMessage<{ id: string }>({
  id: 'admin.reports.page.unnamedProfile',
  defaultMessage: 'profile {id}',
  description: 'Stands for the name of a profile not loaded yet.',
});

const STATUS_LABELS = defineMessages({
  PENDING: { id: 'admin.reports.status.pending', defaultMessage: 'Pending', description: 'Tab: reports waiting for a decision.' },
  APPROVED: { id: 'admin.reports.status.approved', defaultMessage: 'Approved', description: 'Tab.' },
  REJECTED: { id: 'admin.reports.status.rejected', defaultMessage: 'Rejected', description: 'Tab.' },
  ALL: { id: 'admin.reports.status.all', defaultMessage: 'All', description: 'Tab: reports in any status.' },
} satisfies Record<ReportStatusFilter, MessageDescriptor>);

const STATUS_TABS: readonly ReportStatusFilter[] = ['PENDING', 'APPROVED', 'REJECTED', 'ALL'];

const ALL_TYPES = 'ALL';

const EMPTY_TEXT = defineMessages({
  PENDING: { id: 'admin.reports.empty.pending', defaultMessage: 'The queue is empty: every report has been reviewed.' },
  APPROVED: { id: 'admin.reports.empty.approved', defaultMessage: 'No approved reports match.' },
  REJECTED: { id: 'admin.reports.empty.rejected', defaultMessage: 'No rejected reports match.' },
  ALL: { id: 'admin.reports.empty.all', defaultMessage: 'No reports match.' },
} satisfies Record<ReportStatusFilter, MessageDescriptor>);

function parseStatus(value: string | null): ReportStatusFilter {
  return STATUS_TABS.some((tab) => tab === value) ? (value as ReportStatusFilter) : 'PENDING';
}

function parseKind(value: string | null): ReportKind | null {
  return value && Object.keys(REPORT_TYPE_BADGE_MESSAGES).includes(value) ? (value as ReportKind) : null;
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
  const intl = useIntl();
  const { reports, total, totalIsExact, loading, error, refetch } = useAdminReports({ status, reportType, search, profileId }, page);
  const claimOf = useModerationClaims('REPORTS');
  return (
    <QueryState
      loading={loading}
      error={error}
      empty={reports.length === 0}
      loadingLabel={intl.formatMessage(messages.loading)}
      errorTitle={intl.formatMessage(messages.loadFailed)}
      onRetry={refetch}
      emptyState={<EmptyState icon={<ReportIcon />} title={intl.formatMessage(messages.empty)} description={intl.formatMessage(EMPTY_TEXT[status])} />}
    >
      <Stack>
        {reports.map((report) => (
          <ReportQueueItem key={report.id} report={report} heldBy={claimOf(report.id)} />
        ))}
      </Stack>
      <Pager
        label={intl.formatMessage(messages.pages)}
        page={page}
        pageSize={ADMIN_REPORTS_PAGE_SIZE}
        total={total}
        totalIsExact={totalIsExact}
        onPageChange={onPageChange}
      />
    </QueryState>
  );
}

/**
 * /admin/reports: the moderation queue. Status tabs (Pending first, oldest first), search, type filter and the
 * `?profile=` filter all live in the URL, so a filtered view can be linked (e.g. from a profile card).
 */
export function AdminReportsRoute() {
  const intl = useIntl();
  useDocumentTitle(adminPageTitle(intl, intl.formatMessage(messages.documentTitle)));
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
    <AdminLayout title={intl.formatMessage(messages.title)} description={intl.formatMessage(messages.description)}>
      {profileId && (
        <StyledFilterNotice role="status">
          <span>
            <FormattedMessage
              id="admin.reports.page.filtered"
              defaultMessage="Showing reports about <b>{name}</b>"
              description="The queue is filtered to one profile; name is her display name."
              values={{
                name: profileName ?? intl.formatMessage(unnamedProfileMessage, { id: profileId }),
                b: (chunks: ReactNode[]) => <strong>{chunks}</strong>,
              }}
            />
          </span>
          <Link to={clearProfileHref}>{intl.formatMessage(messages.clearFilter)}</Link>
        </StyledFilterNotice>
      )}
      <AdminSearchForm
        label={intl.formatMessage(messages.searchLabel)}
        placeholder={intl.formatMessage(messages.searchPlaceholder)}
        initialValue={search}
        onSearch={(text) => setParam({ q: text || null })}
      >
        <StyledSelect
          aria-label={intl.formatMessage(messages.typeFilter)}
          value={reportType ?? ALL_TYPES}
          onChange={(event) => setParam({ type: event.target.value === ALL_TYPES ? null : event.target.value })}
        >
          <option value={ALL_TYPES}>{intl.formatMessage(messages.allTypes)}</option>
          {(Object.keys(REPORT_TYPE_BADGE_MESSAGES) as ReportKind[]).map((kind) => (
            <option key={kind} value={kind}>
              {intl.formatMessage(REPORT_TYPE_BADGE_MESSAGES[kind])}
            </option>
          ))}
        </StyledSelect>
      </AdminSearchForm>
      <Tabs
        label={intl.formatMessage(messages.statusTabs)}
        value={status}
        onValueChange={(value) => setParam({ status: value === 'PENDING' ? null : value })}
        items={STATUS_TABS.map((tab) => ({ value: tab, label: intl.formatMessage(STATUS_LABELS[tab]), content: list }))}
      />
    </AdminLayout>
  );
}
