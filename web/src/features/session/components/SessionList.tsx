import { useId, useState } from 'react';
import styled from 'styled-components';
import { countOf } from '../../../shared/plural';
import { failureWithReason, useToastedAction } from '../../../shared/useMutationAction';
import { Badge } from '../../../ui/Badge';
import { Button } from '../../../ui/Button';
import { StyledItemDetail, StyledItemList, StyledItemRow, StyledItemText, StyledItemTitle } from '../../../ui/ItemList';
import { EmptyState, QueryState } from '../../../ui/StateMessage';
import { formatDate, relativeTime } from '../../reports/report-display';
import { useEndSessions, useMySessions, type AccountSession } from '../hooks/useMySessions';

const StyledFooter = styled.div`
  display: flex;
  flex-direction: column;
  gap: 0.5rem;
  margin-top: 1rem;
`;

const StyledNote = styled.p`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.mutedForeground};
`;

const couldNotSignOut = failureWithReason('Could not sign out');

/** 'Last active 3 hours ago' ('Active now' on this device, whose last request is this one). */
export function lastActiveText(session: Pick<AccountSession, 'current' | 'lastSeenAt'>, now = new Date()): string {
  if (session.current) return 'Active now';
  return session.lastSeenAt ? `Last active ${relativeTime(session.lastSeenAt, now)}` : 'Last active: not known';
}

type SessionRowProps = { session: AccountSession; busy: boolean; onEnd: (session: AccountSession) => void };

function SessionRow({ session, busy, onEnd }: SessionRowProps) {
  const deviceId = useId();
  return (
    <StyledItemRow>
      <StyledItemText>
        <StyledItemTitle id={deviceId}>
          {session.device}
          {session.current && <Badge variant="success">This device</Badge>}
        </StyledItemTitle>
        <StyledItemDetail>
          {lastActiveText(session)}
          {session.signedInAt ? ` · Signed in ${formatDate(session.signedInAt)}` : ''}
        </StyledItemDetail>
      </StyledItemText>
      {!session.current && (
        <Button variant="outline" size="sm" onClick={() => onEnd(session)} disabled={busy} aria-describedby={deviceId}>
          {busy ? 'Signing out...' : 'Sign out'}
        </Button>
      )}
    </StyledItemRow>
  );
}

/**
 * Settings > Security > Where you're signed in: each session with its device, 'This device' for this one, when it was
 * last used and when it signed in; 'Sign out' for any other one, and 'Sign out of all other devices'.
 */
export function SessionList() {
  const { sessions, loading, error, refetch } = useMySessions();
  const { endSession, endOtherSessions } = useEndSessions();
  const attempt = useToastedAction();
  const [ending, setEnding] = useState<string | 'others' | null>(null);
  const others = sessions.filter((session) => !session.current);

  const endOne = async (session: AccountSession) => {
    setEnding(session.id);
    await attempt(
      () => endSession(session.id),
      { success: { title: 'Signed out', description: `${session.device} is signed out.` }, failure: couldNotSignOut },
      [],
    );
    setEnding(null);
  };

  const endOthers = async () => {
    setEnding('others');
    await attempt(
      endOtherSessions,
      {
        success: (ended) => ({
          title: 'Signed out of other devices',
          description: ended ? `${countOf(ended, 'other session')} ended.` : 'You were not signed in anywhere else.',
        }),
        failure: couldNotSignOut,
      },
      [],
    );
    setEnding(null);
  };

  return (
    <QueryState
      loading={loading}
      error={error}
      empty={sessions.length === 0}
      loadingLabel="Loading where you're signed in"
      errorTitle="Could not load your sessions"
      onRetry={refetch}
      emptyState={<EmptyState title="No sessions to show" description="Sign in again to see where you're signed in." />}
    >
      <StyledItemList aria-label="Your sessions">
        {sessions.map((session) => (
          <SessionRow key={session.id} session={session} busy={ending === session.id || ending === 'others'} onEnd={(s) => void endOne(s)} />
        ))}
      </StyledItemList>
      <StyledFooter>
        {others.length > 0 ? (
          <Button variant="outline" onClick={() => void endOthers()} disabled={ending !== null}>
            {ending === 'others' ? 'Signing out...' : 'Sign out of all other devices'}
          </Button>
        ) : (
          <StyledNote>You are not signed in anywhere else.</StyledNote>
        )}
        <StyledNote>Signing out of a device ends that session at once: it needs the password again.</StyledNote>
      </StyledFooter>
    </QueryState>
  );
}
