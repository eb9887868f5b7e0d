import { useState } from 'react';
import { useIntl } from 'react-intl';
import type { VerificationListFilter } from '../../../../gql/graphql';
import { ShieldCheckIcon } from '../../../../ui/icons';
import { EmptyState, QueryState } from '../../../../ui/StateMessage';
import { Tabs } from '../../../../ui/Tabs';
import { AdminLayout } from '../../shared/components/AdminLayout';
import { Stack } from '../../../../ui/Stack';
import { VerificationRequestCard } from '../components/VerificationRequestCard';
import { useModerationClaims } from '../../shared/hooks/useModerationQueue';
import { useVerificationRequests, type VerificationRequest } from '../hooks/useVerificationRequests';
import { useDocumentTitle } from '../../../../ui/useDocumentTitle';
import { adminPageTitle } from '../../shared/admin-labels';

type RequestListProps = {
  filter: VerificationListFilter;
  requests: readonly VerificationRequest[];
  loading: boolean;
  error: unknown;
  onRetry: () => void;
};

function RequestList({ filter, requests, loading, error, onRetry }: RequestListProps) {
  const pending = filter === 'PENDING';
  const intl = useIntl();
  const claimOf = useModerationClaims('VERIFICATIONS');
  return (
    <QueryState
      loading={loading}
      error={error}
      empty={requests.length === 0}
      loadingLabel={intl.formatMessage({ id: 'admin.verification.loading', defaultMessage: 'Loading verification requests' })}
      errorTitle={intl.formatMessage({ id: 'admin.verification.loadFailed', defaultMessage: 'Could not load verification requests' })}
      onRetry={onRetry}
      emptyState={
        <EmptyState
          icon={<ShieldCheckIcon />}
          title={
            pending
              ? intl.formatMessage({ id: 'admin.verification.emptyPending', defaultMessage: 'No pending requests' })
              : intl.formatMessage({ id: 'admin.verification.empty', defaultMessage: 'No verification requests' })
          }
          description={
            pending
              ? intl.formatMessage({ id: 'admin.verification.emptyPendingDescription', defaultMessage: 'Every ID has been reviewed.' })
              : intl.formatMessage({ id: 'admin.verification.emptyDescription', defaultMessage: 'No member has submitted an ID yet.' })
          }
        />
      }
    >
      <Stack>
        {requests.map((request) => (
          <VerificationRequestCard key={request.id} request={request} heldBy={claimOf(request.id)} />
        ))}
      </Stack>
    </QueryState>
  );
}

/** /admin/verification ('Admin Panel'): Pending and All tabs with counts; view IDs, approve or reject. */
export function AdminVerificationRoute() {
  const intl = useIntl();
  useDocumentTitle(adminPageTitle(intl, intl.formatMessage({ id: 'admin.verification.documentTitle', defaultMessage: 'Verification dashboard' })));
  const [filter, setFilter] = useState<VerificationListFilter>('PENDING');
  const { requests, counts, loading, error, refetch } = useVerificationRequests(filter);
  const list = <RequestList filter={filter} requests={requests} loading={loading} error={error} onRetry={refetch} />;
  return (
    <AdminLayout
      title={intl.formatMessage({ id: 'admin.verification.title', defaultMessage: 'Verification Dashboard' })}
      description={intl.formatMessage({
        id: 'admin.verification.description',
        defaultMessage: 'Admin Panel: review ID verification requests. Documents are deleted once decided.',
      })}
    >
      <Tabs
        label={intl.formatMessage({ id: 'admin.verification.tabs', defaultMessage: 'Verification requests' })}
        value={filter}
        onValueChange={(value) => setFilter(value as VerificationListFilter)}
        items={[
          {
            value: 'PENDING',
            label: !counts
              ? intl.formatMessage({ id: 'admin.verification.tabPending', defaultMessage: 'Pending' })
              : intl.formatMessage({ id: 'admin.verification.tabPendingCount', defaultMessage: 'Pending ({count, number})' }, { count: counts.pending }),
            content: list,
          },
          {
            value: 'ALL',
            label: !counts
              ? intl.formatMessage({ id: 'admin.verification.tabAll', defaultMessage: 'All' })
              : intl.formatMessage({ id: 'admin.verification.tabAllCount', defaultMessage: 'All ({count, number})' }, { count: counts.all }),
            content: list,
          },
        ]}
      />
    </AdminLayout>
  );
}
