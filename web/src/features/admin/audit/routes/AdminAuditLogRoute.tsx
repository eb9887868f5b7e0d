import { useState } from 'react';
import { FormattedMessage, useIntl, type IntlShape, type MessageDescriptor } from 'react-intl';
import { Button } from '../../../../ui/Button';
import { StyledSelect } from '../../../../ui/Field';
import { CalendarIcon } from '../../../../ui/icons';
import { EmptyState, QueryState } from '../../../../ui/StateMessage';
import { adminPageTitle, AUDIT_ACTION_MESSAGES, AUDIT_TARGET_MESSAGES } from '../../shared/admin-labels';
import { AdminLayout } from '../../shared/components/AdminLayout';
import { AdminSearchForm } from '../../shared/components/AdminSearchForm';
import { StyledLoadMore as StyledMore } from '../../shared/components/AdminListParts';
import { AuditLogList } from '../components/AuditLogList';
import { useAuditLog, type AuditFilterValues } from '../hooks/useAuditLog';
import { useDocumentTitle } from '../../../../ui/useDocumentTitle';

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

/** A filter's choices (value to message) in her language. */
function translated(intl: IntlShape, messages: Record<string, MessageDescriptor>): Record<string, string> {
  return Object.fromEntries(Object.entries(messages).map(([value, message]) => [value, intl.formatMessage(message)]));
}

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
  const intl = useIntl();
  return (
    <QueryState
      loading={loading}
      error={error}
      empty={entries.length === 0}
      loadingLabel={intl.formatMessage({ id: 'admin.audit.loading', defaultMessage: 'Loading audit log' })}
      errorTitle={intl.formatMessage({ id: 'admin.audit.loadFailed', defaultMessage: 'Could not load the audit log' })}
      onRetry={refetch}
      emptyState={
        <EmptyState
          icon={<CalendarIcon />}
          title={intl.formatMessage({ id: 'admin.audit.empty', defaultMessage: 'No entries' })}
          description={intl.formatMessage({ id: 'admin.audit.emptyDescription', defaultMessage: 'No moderation decisions match these filters.' })}
        />
      }
    >
      <AuditLogList entries={entries} />
      {hasMore && (
        <StyledMore>
          <Button variant="outline" onClick={() => void loadMore()} disabled={loadingMore}>
            {loadingMore ? (
              <FormattedMessage id="admin.audit.loadingMore" defaultMessage="Loading..." />
            ) : (
              <FormattedMessage id="admin.audit.loadMore" defaultMessage="Load more" />
            )}
          </Button>
        </StyledMore>
      )}
    </QueryState>
  );
}

/** /admin/audit-log: every moderation decision and audited view, newest first, with filters and 'Load more'. */
export function AdminAuditLogRoute() {
  const intl = useIntl();
  useDocumentTitle(adminPageTitle(intl, intl.formatMessage({ id: 'admin.audit.documentTitle', defaultMessage: 'Audit log' })));
  const [action, setAction] = useState(ANY);
  const [targetType, setTargetType] = useState(ANY);
  const [search, setSearch] = useState<string | null>(null);

  const filter: AuditFilterValues = {
    action: action === ANY ? null : action,
    targetType: targetType === ANY ? null : targetType,
    search,
  };

  return (
    <AdminLayout
      title={intl.formatMessage({ id: 'admin.audit.title', defaultMessage: 'Audit Log' })}
      description={intl.formatMessage({
        id: 'admin.audit.description',
        defaultMessage: 'Append-only record of moderation decisions and views of protected data.',
      })}
    >
      <AdminSearchForm
        label={intl.formatMessage({ id: 'admin.audit.searchLabel', defaultMessage: 'Search actor, target or note' })}
        placeholder={intl.formatMessage({ id: 'admin.audit.searchPlaceholder', defaultMessage: 'Actor, target or note' })}
        initialValue={search}
        onSearch={(text) => setSearch(text || null)}
      >
        <FilterSelect
          label={intl.formatMessage({ id: 'admin.audit.actionFilter', defaultMessage: 'Action' })}
          anyLabel={intl.formatMessage({ id: 'admin.audit.allActions', defaultMessage: 'All actions' })}
          labels={translated(intl, AUDIT_ACTION_MESSAGES)}
          value={action}
          onChange={setAction}
        />
        <FilterSelect
          label={intl.formatMessage({ id: 'admin.audit.targetFilter', defaultMessage: 'Target type' })}
          anyLabel={intl.formatMessage({ id: 'admin.audit.allTargets', defaultMessage: 'All targets' })}
          labels={translated(intl, AUDIT_TARGET_MESSAGES)}
          value={targetType}
          onChange={setTargetType}
        />
      </AdminSearchForm>
      <AuditLogResults filter={filter} />
    </AdminLayout>
  );
}
