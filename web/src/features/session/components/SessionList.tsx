import { useId, useState } from 'react';
import styled from 'styled-components';
import { defineMessage, defineMessages, useIntl, type IntlShape } from 'react-intl';
import { errorMessage } from '../../../shared/errors';
import { useRenderClock } from '../../../shared/render-clock';
import { useToastedAction } from '../../../shared/useMutationAction';
import { Badge } from '../../../ui/Badge';
import { Button } from '../../../ui/Button';
import { StyledItemDetail, StyledItemList, StyledItemRow, StyledItemText, StyledItemTitle } from '../../../ui/ItemList';
import { EmptyState, QueryState } from '../../../ui/StateMessage';
import { dateText, relativeTimeText } from '../../reports/report-display';
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

const messages = defineMessages({
  activeNow: { id: 'session.list.activeNow', defaultMessage: 'Active now' },
  lastActiveUnknown: { id: 'session.list.lastActiveUnknown', defaultMessage: 'Last active: not known' },
  thisDevice: { id: 'session.list.thisDevice', defaultMessage: 'This device' },
  signingOut: { id: 'session.list.signingOut', defaultMessage: 'Signing out...' },
  signOut: { id: 'session.list.signOut', defaultMessage: 'Sign out' },
  couldNotSignOut: { id: 'session.list.couldNotSignOut', defaultMessage: 'Could not sign out' },
  tryAgain: { id: 'session.list.tryAgain', defaultMessage: 'Please try again.' },
  signedOut: { id: 'session.list.signedOut', defaultMessage: 'Signed out' },
  signedOutOthers: { id: 'session.list.signedOutOthers', defaultMessage: 'Signed out of other devices' },
  nowhereElse: { id: 'session.list.nowhereElse', defaultMessage: 'You were not signed in anywhere else.' },
  loading: { id: 'session.list.loading', defaultMessage: "Loading where you're signed in" },
  loadFailed: { id: 'session.list.loadFailed', defaultMessage: 'Could not load your sessions' },
  emptyTitle: { id: 'session.list.emptyTitle', defaultMessage: 'No sessions to show' },
  emptyText: { id: 'session.list.emptyText', defaultMessage: "Sign in again to see where you're signed in." },
  listLabel: { id: 'session.list.listLabel', defaultMessage: 'Your sessions' },
  signOutOthers: { id: 'session.list.signOutOthers', defaultMessage: 'Sign out of all other devices' },
  notElsewhere: { id: 'session.list.notElsewhere', defaultMessage: 'You are not signed in anywhere else.' },
  note: { id: 'session.list.note', defaultMessage: 'Signing out of a device ends that session at once: it needs the password again.' },
});

const lastActiveMessage = defineMessage<{ when: string }>({
  id: 'session.list.lastActive',
  defaultMessage: 'Last active {when}',
  description: "when: a relative time ('3 hours ago', 'yesterday').",
});
const detailMessage = defineMessage<{ lastActive: string; date: string }>({
  id: 'session.list.detail',
  defaultMessage: '{lastActive} · Signed in {date}',
  description: "lastActive: session.list.lastActive or activeNow; date: the day she signed in ('Nov 2, 2026').",
});
const endedOneMessage = defineMessage<{ device: string }>({ id: 'session.list.endedOne', defaultMessage: '{device} is signed out.' });
const endedOthersMessage = defineMessage<{ count: number }>({
  id: 'session.list.endedOthers',
  defaultMessage: '{count, plural, one {# other session ended.} other {# other sessions ended.}}',
});

const deviceOnMessage = defineMessage<{ browser: string; system: string }>({
  id: 'session.device.on',
  defaultMessage: '{browser} on {system}',
  description: "A device: 'Chrome on Android'.",
});

const deviceWords = defineMessages({
  Script: { id: 'session.device.script', defaultMessage: 'Script', description: 'A device that is a program, not a browser.' },
  Browser: { id: 'session.device.browser', defaultMessage: 'Browser', description: 'A browser the app does not know by name.' },
  'Unknown device': { id: 'session.device.unknown', defaultMessage: 'Unknown device', description: 'A device that did not say what it is.' },
});

/**
 * The API's device description ('Chrome on Android', api/src/auth/device.ts: a browser and a system, both names) in her
 * language: the joining word and the few generic words are translated, the names are not.
 */
export function deviceText(intl: IntlShape, device: string): string {
  const word = (name: string) => (Object.keys(deviceWords).includes(name) ? intl.formatMessage(deviceWords[name as keyof typeof deviceWords]) : name);
  const match = / on (?!.* on )/.exec(device);
  if (!match) return word(device);
  return intl.formatMessage(deviceOnMessage, { browser: word(device.slice(0, match.index)), system: device.slice(match.index + 4) });
}

/** 'Last active 3 hours ago' ('Active now' on this device, whose last request is this one), in her language. */
export function lastActiveText(intl: IntlShape, session: Pick<AccountSession, 'current' | 'lastSeenAt'>, now: Date): string {
  if (session.current) return intl.formatMessage(messages.activeNow);
  return session.lastSeenAt
    ? intl.formatMessage(lastActiveMessage, { when: relativeTimeText(intl, session.lastSeenAt, now) })
    : intl.formatMessage(messages.lastActiveUnknown);
}

type SessionRowProps = { session: AccountSession; busy: boolean; onEnd: (session: AccountSession) => void };

function SessionRow({ session, busy, onEnd }: SessionRowProps) {
  const intl = useIntl();
  const { now } = useRenderClock();
  const deviceId = useId();
  const lastActive = lastActiveText(intl, session, now());
  return (
    <StyledItemRow>
      <StyledItemText>
        <StyledItemTitle id={deviceId}>
          {deviceText(intl, session.device)}
          {session.current && <Badge variant="success">{intl.formatMessage(messages.thisDevice)}</Badge>}
        </StyledItemTitle>
        <StyledItemDetail>
          {session.signedInAt ? intl.formatMessage(detailMessage, { lastActive, date: dateText(intl, session.signedInAt) }) : lastActive}
        </StyledItemDetail>
      </StyledItemText>
      {!session.current && (
        <Button variant="outline" size="sm" onClick={() => onEnd(session)} disabled={busy} aria-describedby={deviceId}>
          {intl.formatMessage(busy ? messages.signingOut : messages.signOut)}
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
  const intl = useIntl();
  const { sessions, loading, error, refetch } = useMySessions();
  const { endSession, endOtherSessions } = useEndSessions();
  const attempt = useToastedAction();
  const [ending, setEnding] = useState<string | 'others' | null>(null);
  const others = sessions.filter((session) => !session.current);
  const couldNotSignOut = (error: unknown) => ({
    title: intl.formatMessage(messages.couldNotSignOut),
    description: errorMessage(error) ?? intl.formatMessage(messages.tryAgain),
  });

  const endOne = async (session: AccountSession) => {
    setEnding(session.id);
    await attempt(
      () => endSession(session.id),
      {
        success: {
          title: intl.formatMessage(messages.signedOut),
          description: intl.formatMessage(endedOneMessage, { device: deviceText(intl, session.device) }),
        },
        failure: couldNotSignOut,
      },
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
          title: intl.formatMessage(messages.signedOutOthers),
          description: ended ? intl.formatMessage(endedOthersMessage, { count: ended }) : intl.formatMessage(messages.nowhereElse),
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
      loadingLabel={intl.formatMessage(messages.loading)}
      errorTitle={intl.formatMessage(messages.loadFailed)}
      onRetry={refetch}
      emptyState={<EmptyState title={intl.formatMessage(messages.emptyTitle)} description={intl.formatMessage(messages.emptyText)} />}
    >
      <StyledItemList aria-label={intl.formatMessage(messages.listLabel)}>
        {sessions.map((session) => (
          <SessionRow key={session.id} session={session} busy={ending === session.id || ending === 'others'} onEnd={(s) => void endOne(s)} />
        ))}
      </StyledItemList>
      <StyledFooter>
        {others.length > 0 ? (
          <Button variant="outline" onClick={() => void endOthers()} disabled={ending !== null}>
            {intl.formatMessage(ending === 'others' ? messages.signingOut : messages.signOutOthers)}
          </Button>
        ) : (
          <StyledNote>{intl.formatMessage(messages.notElsewhere)}</StyledNote>
        )}
        <StyledNote>{intl.formatMessage(messages.note)}</StyledNote>
      </StyledFooter>
    </QueryState>
  );
}
