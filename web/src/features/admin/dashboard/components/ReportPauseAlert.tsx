import { useState } from 'react';
import { Link } from 'react-router-dom';
import { graphql } from '../../../../gql';
import type { ReportPauseAlert_PauseFragment } from '../../../../gql/graphql';
import { countOf } from '../../../../shared/plural';
import { Button } from '../../../../ui/Button';
import { StyledItemDetail, StyledItemList, StyledItemRow, StyledItemText, StyledItemTitle } from '../../../../ui/ItemList';
import { StyledItemActions } from '../../shared/components/AdminListParts';
import { formatDateTime } from '../../shared/admin-labels';
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

function why(pause: ReportPauseAlert_PauseFragment): string {
  return pause.trigger === 'NEW_ACCOUNTS'
    ? `Reports from ${countOf(pause.newAccountReportCount, 'new account')} (${countOf(pause.reportCount, 'member')} in all)`
    : `Reports from ${countOf(pause.reportCount, 'member')} in a short time`;
}

export type ReportPauseAlertProps = { pauses: readonly ReportPauseAlert_PauseFragment[] };

/**
 * The dashboard's alert (pile-on protection): profiles whose new reports are paused because they received unusual
 * attention, with their counts, each with 'Lift pause' and 'Extend 24 h'. Nothing shows while no profile is paused.
 */
export function ReportPauseAlert({ pauses }: ReportPauseAlertProps) {
  const { lift, extend } = useReportPauseActions();
  const [busy, setBusy] = useState<string | null>(null);
  if (!pauses.length) return null;
  const act = async (id: string, action: () => Promise<boolean>) => {
    setBusy(id);
    await action();
    setBusy(null);
  };
  return (
    <DashboardAlert tone="warning" gap={3} title={<>Unusual activity: new reports paused on {countOf(pauses.length, 'profile')}</>}>
      <StyledItemList aria-label="Paused profiles">
        {pauses.map((pause) => (
          <StyledItemRow key={pause.id}>
            <StyledItemText>
              <StyledItemTitle>
                <Link to={`/profile/${pause.profileId}`}>{pause.profileName}</Link>
              </StyledItemTitle>
              <StyledItemDetail>
                {why(pause)} · {countOf(pause.pendingReportCount, 'report')} waiting for review · paused until {formatDateTime(pause.endsAt)}
              </StyledItemDetail>
            </StyledItemText>
            <StyledItemActions>
              <Button size="sm" variant="outline" disabled={busy === pause.id} onClick={() => void act(pause.id, () => extend(pause.profileId, EXTEND_HOURS))}>
                Extend {EXTEND_HOURS} h
              </Button>
              <Button size="sm" disabled={busy === pause.id} onClick={() => void act(pause.id, () => lift(pause.profileId))}>
                Lift pause
              </Button>
            </StyledItemActions>
          </StyledItemRow>
        ))}
      </StyledItemList>
    </DashboardAlert>
  );
}
