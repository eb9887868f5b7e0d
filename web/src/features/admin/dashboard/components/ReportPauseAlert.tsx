import { useState } from 'react';
import { defineMessage, defineMessages, FormattedMessage, useIntl, type IntlShape } from 'react-intl';
import { Link } from 'react-router-dom';
import { graphql } from '../../../../gql';
import type { ReportPauseAlert_PauseFragment } from '../../../../gql/graphql';
import { Button } from '../../../../ui/Button';
import { StyledItemDetail, StyledItemList, StyledItemRow, StyledItemText, StyledItemTitle } from '../../../../ui/ItemList';
import { StyledItemActions } from '../../shared/components/AdminListParts';
import { useReportPauseActions } from '../hooks/useReportPauses';
import { DashboardAlert } from './DashboardAlert';

export const ReportPauseAlertFragment = graphql(`
  fragment ReportPauseAlert_pause on ReportPause {
    id
    profileId
    profileName
    trigger
    reportCount
    newAccountReportCount
    pendingReportCount
    startedAt
    endsAt
  }
`);

/** How many hours one click on 'Extend' adds. */
export const EXTEND_HOURS = 24;

const messages = defineMessages({
  list: { id: 'admin.dashboard.pauses.list', defaultMessage: 'Paused profiles' },
  lift: { id: 'admin.dashboard.pauses.lift', defaultMessage: 'Lift pause', description: 'Button: end the pause now.' },
});

const extendMessage = defineMessage<{ hours: number }>({
  id: 'admin.dashboard.pauses.extend',
  defaultMessage: 'Extend {hours, number} h',
  description: 'Button: keep the pause for more hours.',
});

const newAccountsMessage = defineMessage<{ members: number; newAccounts: number; pending: number; endsAt: string }>({
  id: 'admin.dashboard.pauses.newAccounts',
  defaultMessage:
    'Reports from {newAccounts, plural, one {# new account} other {# new accounts}} ({members, plural, one {# member} other {# members}} in all) · {pending, plural, one {# report} other {# reports}} waiting for review · paused until {endsAt}',
  description: 'Why and until when new reports on a profile are paused (new accounts); endsAt is a date and time.',
});

const volumeMessage = defineMessage<{ members: number; pending: number; endsAt: string }>({
  id: 'admin.dashboard.pauses.volume',
  defaultMessage:
    'Reports from {members, plural, one {# member} other {# members}} in a short time · {pending, plural, one {# report} other {# reports}} waiting for review · paused until {endsAt}',
  description: 'Why and until when new reports on a profile are paused (many members at once); endsAt is a date and time.',
});

const titleMessage = defineMessage<{ count: number }>({
  id: 'admin.dashboard.pauses.title',
  defaultMessage: 'Unusual activity: new reports paused on {count, plural, one {# profile} other {# profiles}}',
  description: 'Title of the dashboard alert (pile-on protection).',
});

/** Why new reports on the profile are paused, how many wait, and until when. */
function details(intl: IntlShape, pause: ReportPauseAlert_PauseFragment): string {
  const values = {
    members: pause.reportCount,
    newAccounts: pause.newAccountReportCount,
    pending: pause.pendingReportCount,
    endsAt: intl.formatDate(pause.endsAt, { dateStyle: 'medium', timeStyle: 'short' }),
  };
  return intl.formatMessage(pause.trigger === 'NEW_ACCOUNTS' ? newAccountsMessage : volumeMessage, values);
}

export type ReportPauseAlertProps = { pauses: readonly ReportPauseAlert_PauseFragment[] };

/**
 * The dashboard's alert (pile-on protection): profiles whose new reports are paused because they received unusual
 * attention, with their counts, each with 'Lift pause' and 'Extend 24 h'. Nothing shows while no profile is paused.
 */
export function ReportPauseAlert({ pauses }: ReportPauseAlertProps) {
  const intl = useIntl();
  const { lift, extend } = useReportPauseActions();
  const [busy, setBusy] = useState<string | null>(null);
  if (!pauses.length) return null;
  const act = async (id: string, action: () => Promise<boolean>) => {
    setBusy(id);
    await action();
    setBusy(null);
  };
  return (
    <DashboardAlert tone="warning" gap={3} title={intl.formatMessage(titleMessage, { count: pauses.length })}>
      <StyledItemList aria-label={intl.formatMessage(messages.list)}>
        {pauses.map((pause) => (
          <StyledItemRow key={pause.id}>
            <StyledItemText>
              <StyledItemTitle>
                <Link to={`/profile/${pause.profileId}`}>{pause.profileName}</Link>
              </StyledItemTitle>
              <StyledItemDetail>{details(intl, pause)}</StyledItemDetail>
            </StyledItemText>
            <StyledItemActions>
              <Button size="sm" variant="outline" disabled={busy === pause.id} onClick={() => void act(pause.id, () => extend(pause.profileId, EXTEND_HOURS))}>
                <FormattedMessage {...extendMessage} values={{ hours: EXTEND_HOURS }} />
              </Button>
              <Button size="sm" disabled={busy === pause.id} onClick={() => void act(pause.id, () => lift(pause.profileId))}>
                <FormattedMessage {...messages.lift} />
              </Button>
            </StyledItemActions>
          </StyledItemRow>
        ))}
      </StyledItemList>
    </DashboardAlert>
  );
}
