import { useState } from 'react';
import type { VerificationListFilter } from '../../../../gql/graphql';
import { ShieldCheckIcon } from '../../../../ui/icons';
import { EmptyState, QueryState } from '../../../../ui/StateMessage';
import { Tabs } from '../../../../ui/Tabs';
import { AdminLayout } from '../../shared/components/AdminLayout';
import { StyledStack } from '../../shared/components/AdminListParts';
import { VerificationRequestCard } from '../components/VerificationRequestCard';
import { useVerificationRequests, type VerificationRequest } from '../hooks/useVerificationRequests';
import { pageTitle, useDocumentTitle } from '../../../../ui/useDocumentTitle';

type RequestListProps = {
  filter: VerificationListFilter;
  requests: readonly VerificationRequest[];
  loading: boolean;
  error: unknown;
  onRetry: () => void;
};

function RequestList({ filter, requests, loading, error, onRetry }: RequestListProps) {
  const pending = filter === 'PENDING';
  return (
    <QueryState
      loading={loading}
      error={error}
      empty={requests.length === 0}
      loadingLabel="Loading verification requests"
      errorTitle="Could not load verification requests"
      onRetry={onRetry}
      emptyState={
        <EmptyState
          icon={<ShieldCheckIcon />}
          title={pending ? 'No pending requests' : 'No verification requests'}
          description={pending ? 'Every ID has been reviewed.' : 'No member has submitted an ID yet.'}
        />
      }
    >
      <StyledStack>
        {requests.map((request) => (
          <VerificationRequestCard key={request.id} request={request} />
        ))}
      </StyledStack>
    </QueryState>
  );
}

/** /admin/verification ('Admin Panel'): Pending and All tabs with counts; view IDs, approve or reject. */
export function AdminVerificationRoute() {
  useDocumentTitle(pageTitle('Admin', 'Verification dashboard'));
  const [filter, setFilter] = useState<VerificationListFilter>('PENDING');
  const { requests, counts, loading, error, refetch } = useVerificationRequests(filter);
  const list = <RequestList filter={filter} requests={requests} loading={loading} error={error} onRetry={refetch} />;
  const count = (n: number | undefined) => (n === undefined ? '' : ` (${n})`);
  return (
    <AdminLayout title="Verification Dashboard" description="Admin Panel: review ID verification requests. Documents are deleted once decided.">
      <Tabs
        label="Verification requests"
        value={filter}
        onValueChange={(value) => setFilter(value as VerificationListFilter)}
        items={[
          { value: 'PENDING', label: `Pending${count(counts?.pending)}`, content: list },
          { value: 'ALL', label: `All${count(counts?.all)}`, content: list },
        ]}
      />
    </AdminLayout>
  );
}
