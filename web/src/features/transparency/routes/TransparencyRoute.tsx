import { Link, useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { errorMessage } from '../../../shared/errors';
import { StyledField, StyledLabel, StyledSelect } from '../../../ui/Field';
import { EmptyState, ErrorState, LoadingState } from '../../../ui/StateMessage';
import { StyledSummary, TrustPageFrame } from '../../trust/components/TrustPage';
import { FigureSections, type FigureSection } from '../components/FigureSections';
import { useTransparencyReport, type TransparencyReport } from '../hooks/useTransparencyReport';
import { durationLabel, outcomeLabel, percentLabel, quarterLabel, reasonLabel, sanctionLabel } from '../transparency-labels';

const DESCRIPTION =
  "Tea's transparency report: per quarter, reports received and decided, content removed, removal requests, flags, appeals, sanctions and the deletion of ID documents. Numbers only.";

const StyledPicker = styled(StyledField)`
  max-width: 20rem;
`;

type Counted = { reason: string; count: number };
type Outcomes = Counted & { outcome: string };

const byReason = (items: readonly Counted[]) => items.map(({ reason, count }) => [reasonLabel(reason), count] as const);
const byReasonAndOutcome = (items: readonly Outcomes[]) =>
  items.map(({ reason, outcome, count }) => [reasonLabel(reason), outcomeLabel(outcome), count] as const);

function QuarterPicker({ quarters, value, onChange }: { quarters: readonly string[]; value: string; onChange: (quarter: string) => void }) {
  return (
    <StyledPicker>
      <StyledLabel htmlFor="transparency-quarter">Quarter</StyledLabel>
      <StyledSelect id="transparency-quarter" value={value} onChange={(e) => onChange(e.target.value)}>
        {quarters.map((q) => (
          <option key={q} value={q}>
            {q} ({quarterLabel(q)})
          </option>
        ))}
      </StyledSelect>
    </StyledPicker>
  );
}

/** The report's parts and figures, in the page's order, as data for FigureSections. */
function figureSections(report: TransparencyReport): FigureSection[] {
  const { reports, removed, removalRequests, flags, appeals, sanctions, idDocuments } = report;
  return [
    {
      heading: 'Reports',
      tables: [
        {
          caption: 'Reports received and decided',
          explanation:
            "Reports members submitted this quarter, and the moderators' decisions on reports this quarter. Every report is read by a moderator before it is published.",
          columns: ['Figure', 'Reports'],
          rows: [
            ['Received', reports.received],
            ['Approved (published)', reports.approved],
            ['Rejected (not published)', reports.rejected],
          ],
        },
        {
          caption: 'Reports rejected, by reason',
          explanation: 'Why moderators did not publish a report, by the reason stated to its author.',
          columns: ['Reason', 'Reports'],
          rows: byReason(reports.rejectedByReason),
        },
      ],
    },
    {
      heading: 'Content removed',
      tables: [
        {
          caption: 'Profiles removed, by reason',
          explanation: 'Profiles moderators removed this quarter (on their own review, after flags or after a removal request), by reason.',
          columns: ['Reason', 'Profiles'],
          rows: byReason(removed.profilesByReason),
        },
        {
          caption: 'Photos rejected or removed, by reason',
          explanation: 'Profile photos moderators rejected before publication or removed afterwards, by reason.',
          columns: ['Reason', 'Photos'],
          rows: byReason(removed.imagesByReason),
        },
      ],
    },
    {
      heading: 'Removal requests',
      tables: [
        {
          caption: 'Removal requests received and decided',
          explanation:
            "Anyone, with or without an account, can ask us to remove a profile, a report or a photo. The median is the middle time from a request's receipt to its decision, for the requests decided this quarter.",
          columns: ['Figure', 'Value'],
          rows: [
            ['Received', removalRequests.received],
            ['Decided', removalRequests.decided],
            [
              'Median time to decision',
              removalRequests.medianHoursToDecision === null ? 'No request decided' : durationLabel(removalRequests.medianHoursToDecision),
            ],
          ],
        },
        {
          caption: 'Removal requests, by reason and outcome',
          explanation: 'The requests received this quarter, by the reason given and where each stands now.',
          columns: ['Reason', 'Outcome', 'Requests'],
          rows: byReasonAndOutcome(removalRequests.byReasonAndOutcome),
        },
      ],
    },
    {
      heading: 'Community flags',
      tables: [
        {
          caption: 'Flags, by reason and outcome',
          explanation: `Members flagged published reports and profiles ${flags.received.toLocaleString('en-US')} times this quarter. Upheld means a moderator removed what was flagged; dismissed means it stayed.`,
          columns: ['Reason', 'Outcome', 'Flags'],
          rows: byReasonAndOutcome(flags.byReasonAndOutcome),
        },
      ],
    },
    {
      heading: 'Appeals and sanctions',
      tables: [
        {
          caption: 'Appeals',
          explanation: 'Anyone a decision affects may appeal it once, within 6 months; a different moderator decides. An upheld appeal reverses the decision.',
          columns: ['Figure', 'Appeals'],
          rows: [
            ['Received', appeals.received],
            ['Upheld', appeals.upheld],
            ['Rejected (the decision stands)', appeals.rejected],
            ['Decisions reversed', appeals.decisionsReversed],
          ],
        },
        {
          caption: 'Sanctions on accounts, by kind',
          explanation: 'Warnings, temporary suspensions and permanent bans moderators imposed this quarter, including any later reversed on appeal.',
          columns: ['Sanction', 'Accounts'],
          rows: sanctions.map(({ kind, count }) => [sanctionLabel(kind), count] as const),
        },
      ],
    },
    {
      heading: 'ID documents',
      tables: [
        {
          caption: 'ID documents deleted on time',
          explanation:
            'An ID document is deleted as soon as a moderator decides, and at the latest 30 days after it was sent (our hourly clean-up runs within the hour after). Our aim is 100%.',
          columns: ['Figure', 'Value'],
          rows: [
            ['Documents due for deletion', idDocuments.due],
            ['Deleted on time', idDocuments.deletedOnTime],
            ['Share deleted on time', idDocuments.onTimeShare === null ? 'No document due' : percentLabel(idDocuments.onTimeShare)],
          ],
        },
      ],
    },
  ];
}

/**
 * /transparency: the public transparency report (issue 10 item 9), per calendar quarter, with a picker, a table per
 * figure and what each counts. Numbers only; the current quarter's figures are at most a few minutes old.
 */
export function TransparencyRoute() {
  const [params, setParams] = useSearchParams();
  const asked = params.get('quarter');
  const { report, loading, switching, error, refetch } = useTransparencyReport(asked);
  const choose = (quarter: string) => setParams(quarter === report?.availableQuarters[0] ? {} : { quarter }, { replace: true });
  return (
    <TrustPageFrame
      title="Transparency report"
      lead="What our moderators decided, quarter by quarter: numbers only, never anyone's name."
      description={DESCRIPTION}
    >
      <StyledSummary>
        <p>
          Figures are computed from our audit log and request records for each calendar quarter (UTC). A finished quarter&apos;s figures never change; the
          current quarter&apos;s are updated every few minutes. How decisions are made is explained in <Link to="/moderation">How moderation works</Link>.
        </p>
      </StyledSummary>
      {loading ? (
        <LoadingState label="Loading the transparency report" />
      ) : !report ? (
        <ErrorState title="Could not load the transparency report" message={errorMessage(error) ?? 'Please try again.'} onRetry={refetch} />
      ) : (
        <>
          <QuarterPicker quarters={report.availableQuarters} value={asked ?? report.quarter} onChange={choose} />
          {error && !switching ? (
            <ErrorState title="Could not load the transparency report" message={errorMessage(error) ?? 'Please try again.'} onRetry={refetch} />
          ) : (
            <section aria-busy={switching || undefined}>
              <h2>
                {report.quarter}: {quarterLabel(report.quarter)}
                {report.final ? '' : ' (so far)'}
              </h2>
              {report.hasActivity ? (
                <FigureSections sections={figureSections(report)} />
              ) : (
                <EmptyState
                  title="No moderation activity this quarter"
                  description={`Nothing was reported, decided, requested, flagged or appealed in ${report.quarter}.`}
                />
              )}
            </section>
          )}
        </>
      )}
    </TrustPageFrame>
  );
}
