import { useState } from 'react';
import { Button } from '../../../../ui/Button';
import { StyledSelect } from '../../../../ui/Field';
import { CalendarIcon } from '../../../../ui/icons';
import { EmptyState, QueryState } from '../../../../ui/StateMessage';
import { AUDIT_ACTION_LABELS, AUDIT_TARGET_LABELS } from '../../shared/admin-labels';
import { AdminLayout } from '../../shared/components/AdminLayout';
import { AdminSearchForm } from '../../shared/components/AdminSearchForm';
import { StyledLoadMore as StyledMore } from '../../shared/components/AdminListParts';
import { AuditLogList } from '../components/AuditLogList';
import { useAuditLog, type AuditFilterValues } from '../hooks/useAuditLog';
import { pageTitle, useDocumentTitle } from '../../../../ui/useDocumentTitle';

/** Select value for 'no filter' (select values may not be empty strings, SPEC §5). */
const ANY = 'ANY';

function AuditLogResults({ filter }: { filter: AuditFilterValues }) {
  const { entries, loading, error, refetch, hasMore, loadMore, loadingMore } = useAuditLog(filter);
  return (
    <QueryState
      loading={loading}
      error={error}
      empty={entries.length === 0}
      loadingLabel="Loading audit log"
      errorTitle="Could not load the audit log"
      onRetry={refetch}
      emptyState={<EmptyState icon={<CalendarIcon />} title="No entries" description="No moderation decisions match these filters." />}
    >
      <AuditLogList entries={entries} />
      {hasMore && (
        <StyledMore>
          <Button variant="outline" onClick={() => void loadMore()} disabled={loadingMore}>
            {loadingMore ? 'Loading...' : 'Load more'}
          </Button>
        </StyledMore>
      )}
    </QueryState>
  );
}

/** /admin/audit-log: every moderation decision and audited view, newest first, with filters and 'Load more'. */
export function AdminAuditLogRoute() {
  useDocumentTitle(pageTitle('Admin', 'Audit log'));
  const [action, setAction] = useState(ANY);
  const [targetType, setTargetType] = useState(ANY);
  const [search, setSearch] = useState<string | null>(null);

  const filter: AuditFilterValues = {
    action: action === ANY ? null : action,
    targetType: targetType === ANY ? null : targetType,
    search,
  };

  return (
    <AdminLayout title="Audit Log" description="Append-only record of moderation decisions and views of protected data.">
      <AdminSearchForm
        label="Search actor, target or note"
        placeholder="Actor, target or note"
        initialValue={search}
        onSearch={(text) => setSearch(text || null)}
      >
        <StyledSelect aria-label="Action" value={action} onChange={(event) => setAction(event.target.value)}>
          <option value={ANY}>All actions</option>
          {Object.entries(AUDIT_ACTION_LABELS).map(([value, label]) => (
            <option key={value} value={value}>
              {label}
            </option>
          ))}
        </StyledSelect>
        <StyledSelect aria-label="Target type" value={targetType} onChange={(event) => setTargetType(event.target.value)}>
          <option value={ANY}>All targets</option>
          {Object.entries(AUDIT_TARGET_LABELS).map(([value, label]) => (
            <option key={value} value={value}>
              {label}
            </option>
          ))}
        </StyledSelect>
      </AdminSearchForm>
      <AuditLogResults filter={filter} />
    </AdminLayout>
  );
}
