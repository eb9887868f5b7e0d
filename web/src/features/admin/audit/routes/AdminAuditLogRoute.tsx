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

type FilterSelectProps = {
  label: string;
  /** The first option, no filter (value ANY). */
  anyLabel: string;
  /** The choices, value to label. */
  labels: Record<string, string>;
  value: string;
  onChange: (value: string) => void;
};

/** One of the log's filters: 'All ...', then each labelled value. */
function FilterSelect({ label, anyLabel, labels, value, onChange }: FilterSelectProps) {
  return (
    <StyledSelect aria-label={label} value={value} onChange={(event) => onChange(event.target.value)}>
      <option value={ANY}>{anyLabel}</option>
      {Object.entries(labels).map(([choice, text]) => (
        <option key={choice} value={choice}>
          {text}
        </option>
      ))}
    </StyledSelect>
  );
}

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
        <FilterSelect label="Action" anyLabel="All actions" labels={AUDIT_ACTION_LABELS} value={action} onChange={setAction} />
        <FilterSelect label="Target type" anyLabel="All targets" labels={AUDIT_TARGET_LABELS} value={targetType} onChange={setTargetType} />
      </AdminSearchForm>
      <AuditLogResults filter={filter} />
    </AdminLayout>
  );
}
