import { useId, useState } from 'react';
import { defineMessage, defineMessages, FormattedMessage, useIntl, type IntlShape } from 'react-intl';
import styled from 'styled-components';
import type { WatchStatus } from '../../../gql/graphql';
import { useRenderClock } from '../../../shared/render-clock';
import { Badge } from '../../../ui/Badge';
import { Button } from '../../../ui/Button';
import { ConfirmDialog } from '../../../ui/ConfirmDialog';
import { StyledItemDetail, StyledItemList, StyledItemRow, StyledItemText, StyledItemTitle } from '../../../ui/ItemList';
import { EmptyState, QueryState } from '../../../ui/StateMessage';
import { dateText, relativeTimeText } from '../../reports/report-display';
import { WatchForm } from '../forms/WatchForm';
import { useMyWatches, useWatchActions, type Watch } from '../hooks/useWatches';

const messages = defineMessages({
  loading: { id: 'watch.list.loading', defaultMessage: 'Loading your watches' },
  loadFailed: { id: 'watch.list.loadFailed', defaultMessage: 'Could not load your watches' },
  emptyTitle: { id: 'watch.list.emptyTitle', defaultMessage: 'No watches yet' },
  emptyText: { id: 'watch.list.emptyText', defaultMessage: 'Names you watch appear here, with when each last matched.' },
  listLabel: { id: 'watch.list.label', defaultMessage: 'Your watches' },
  neverMatched: { id: 'watch.list.neverMatched', defaultMessage: 'No match yet' },
  renew: { id: 'watch.list.renew', defaultMessage: 'Renew' },
  delete: { id: 'watch.list.delete', defaultMessage: 'Delete' },
  deleteTitle: { id: 'watch.delete.title', defaultMessage: 'Delete this watch?' },
  deleting: { id: 'watch.delete.deleting', defaultMessage: 'Deleting...' },
  ended: { id: 'watch.list.ended', defaultMessage: 'Ended by the moderators' },
});

const STATUS_LABEL = defineMessages({
  ACTIVE: { id: 'watch.status.active', defaultMessage: 'Active' },
  EXPIRED: { id: 'watch.status.expired', defaultMessage: 'Expired' },
  ENDED: { id: 'watch.status.ended', defaultMessage: 'Ended' },
} satisfies Record<WatchStatus, { id: string; defaultMessage: string }>);

const watchedNameMessage = defineMessage<{ name: string; location: string; radius: number }>({
  id: 'watch.list.name',
  defaultMessage: '{name}, within {radius} miles of {location}',
});
const lastMatchedMessage = defineMessage<{ when: string }>({
  id: 'watch.list.lastMatched',
  defaultMessage: 'Last matched {when}',
  description: "when: a relative time ('2 hours ago', 'yesterday').",
});
const expiresMessage = defineMessage<{ date: string }>({ id: 'watch.list.expires', defaultMessage: 'Until {date}' });
const expiredMessage = defineMessage<{ date: string }>({ id: 'watch.list.expiredOn', defaultMessage: 'Expired {date}' });
const deleteDescriptionMessage = defineMessage<{ name: string }>({
  id: 'watch.delete.description',
  defaultMessage: 'You will no longer hear of profiles named {name}. A deleted watch still counts toward the 10 you can start in 30 days.',
});

const StyledSections = styled.div`
  display: flex;
  flex-direction: column;
  gap: 1.25rem;
`;

const StyledText = styled.p`
  color: ${({ theme }) => theme.colors.mutedForeground};
`;

const StyledActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0.5rem;
`;

/** 'Jordan K.' style: the watched name as she typed it. */
const watchedName = (watch: Pick<Watch, 'firstName' | 'lastName'>) => [watch.firstName, watch.lastName].filter(Boolean).join(' ');

/** 'Last matched 2 hours ago · Until Dec 27, 2026' (or 'No match yet', 'Expired …', 'Ended by the moderators'). */
export function watchDetails(intl: IntlShape, watch: Pick<Watch, 'status' | 'lastMatchedAt' | 'expiresAt'>, now: Date): string {
  const matched = watch.lastMatchedAt
    ? intl.formatMessage(lastMatchedMessage, { when: relativeTimeText(intl, watch.lastMatchedAt, now) })
    : intl.formatMessage(messages.neverMatched);
  const until =
    watch.status === 'ENDED'
      ? intl.formatMessage(messages.ended)
      : intl.formatMessage(watch.status === 'ACTIVE' ? expiresMessage : expiredMessage, { date: dateText(intl, watch.expiresAt) });
  return [matched, until].join(' · ');
}

function WatchRow({ watch, onRenew, onDelete }: { watch: Watch; onRenew: (watch: Watch) => void; onDelete: (watch: Watch) => void }) {
  const intl = useIntl();
  const { now } = useRenderClock();
  const nameId = useId();
  return (
    <StyledItemRow>
      <StyledItemText>
        <StyledItemTitle id={nameId}>
          {intl.formatMessage(watchedNameMessage, { name: watchedName(watch), location: watch.location, radius: watch.radius })}
          <Badge variant={watch.status === 'ACTIVE' ? 'secondary' : 'outline'}>{intl.formatMessage(STATUS_LABEL[watch.status])}</Badge>
        </StyledItemTitle>
        <StyledItemDetail>{watchDetails(intl, watch, now())}</StyledItemDetail>
      </StyledItemText>
      <StyledActions>
        {watch.status !== 'ENDED' && (
          <Button variant="outline" size="sm" onClick={() => onRenew(watch)} aria-describedby={nameId}>
            {intl.formatMessage(messages.renew)}
          </Button>
        )}
        <Button variant="outline" size="sm" onClick={() => onDelete(watch)} aria-describedby={nameId}>
          {intl.formatMessage(messages.delete)}
        </Button>
      </StyledActions>
    </StyledItemRow>
  );
}

/**
 * Settings > Watches (issue 26 item 1): start a name watch, see hers (when each last matched, until when it runs),
 * renew one for another 30 days, delete one. Watches are private: nobody else sees them.
 */
export function WatchSettings() {
  const intl = useIntl();
  const { watches, loading, error, refetch } = useMyWatches();
  const { renewWatch, deleteWatch } = useWatchActions();
  const [deleting, setDeleting] = useState<Watch | null>(null);

  return (
    <StyledSections>
      <StyledText>
        <FormattedMessage
          id="watch.page.intro"
          defaultMessage="Hear when a profile with a name you watch is published near a city. Up to 3 watches at a time, 10 started in 30 days; each lasts 30 days unless you renew it. Nobody else sees your watches, and you never learn who wrote a report."
        />
      </StyledText>
      <WatchForm />
      <QueryState
        loading={loading}
        error={error}
        empty={watches.length === 0}
        loadingLabel={intl.formatMessage(messages.loading)}
        errorTitle={intl.formatMessage(messages.loadFailed)}
        onRetry={refetch}
        emptyState={<EmptyState title={intl.formatMessage(messages.emptyTitle)} description={intl.formatMessage(messages.emptyText)} />}
      >
        <StyledItemList aria-label={intl.formatMessage(messages.listLabel)}>
          {watches.map((watch) => (
            <WatchRow key={watch.id} watch={watch} onRenew={(w) => void renewWatch(w.id)} onDelete={setDeleting} />
          ))}
        </StyledItemList>
      </QueryState>
      <ConfirmDialog
        open={deleting !== null}
        onClose={() => setDeleting(null)}
        title={intl.formatMessage(messages.deleteTitle)}
        description={deleting ? intl.formatMessage(deleteDescriptionMessage, { name: watchedName(deleting) }) : undefined}
        confirmLabel={intl.formatMessage(messages.delete)}
        busyLabel={intl.formatMessage(messages.deleting)}
        destructive
        onConfirm={async () => {
          if (!deleting) return;
          return deleteWatch(deleting.id);
        }}
      />
    </StyledSections>
  );
}
