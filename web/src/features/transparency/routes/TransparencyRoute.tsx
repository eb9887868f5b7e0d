import type { ReactNode } from 'react';
import { defineMessage, defineMessages, FormattedMessage, useIntl, type MessageDescriptor } from 'react-intl';
import { Link, useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { errorMessage } from '../../../shared/errors';
import { StyledField, StyledLabel, StyledSelect } from '../../../ui/Field';
import { EmptyState, ErrorState, LoadingState } from '../../../ui/StateMessage';
import { StyledSummary, TrustPageFrame } from '../../trust/components/TrustPage';
import { FigureSections, type FigureSection } from '../components/FigureSections';
import type { FigureTableProps } from '../components/FigureTable';
import { useTransparencyReport, type TransparencyReport } from '../hooks/useTransparencyReport';
import { durationLabel, outcomeLabel, percentLabel, quarterLabel, reasonLabel, sanctionLabel } from '../transparency-labels';

const m = defineMessages({
  title: { id: 'transparency.page.title', defaultMessage: 'Transparency report' },
  lead: { id: 'transparency.page.lead', defaultMessage: "What our moderators decided, quarter by quarter: numbers only, never anyone's name." },
  description: {
    id: 'transparency.page.description',
    defaultMessage:
      "Tea's transparency report: per quarter, reports received and decided, content removed, removal requests, flags, appeals, sanctions and the deletion of ID documents. Numbers only.",
    description: 'The meta description of the transparency page (search results).',
  },
  loading: { id: 'transparency.page.loading', defaultMessage: 'Loading the transparency report' },
  loadFailed: { id: 'transparency.page.loadFailed', defaultMessage: 'Could not load the transparency report' },
  tryAgain: { id: 'transparency.page.tryAgain', defaultMessage: 'Please try again.' },
  quarter: { id: 'transparency.picker.label', defaultMessage: 'Quarter' },
  noActivity: { id: 'transparency.quarter.noActivity', defaultMessage: 'No moderation activity this quarter' },
  // Column and row headings several tables share.
  figure: { id: 'transparency.column.figure', defaultMessage: 'Figure' },
  value: { id: 'transparency.column.value', defaultMessage: 'Value' },
  reason: { id: 'transparency.column.reason', defaultMessage: 'Reason' },
  outcome: { id: 'transparency.column.outcome', defaultMessage: 'Outcome' },
  // Reports.
  reports: { id: 'transparency.reports.heading', defaultMessage: 'Reports' },
  reportsCaption: { id: 'transparency.reports.caption', defaultMessage: 'Reports received and decided' },
  reportsExplanation: {
    id: 'transparency.reports.explanation',
    defaultMessage:
      "Reports members submitted this quarter, and the moderators' decisions on reports this quarter. Every report is read by a moderator before it is published.",
  },
  reportsReceived: { id: 'transparency.reports.received', defaultMessage: 'Received' },
  reportsColumn: { id: 'transparency.reports.column', defaultMessage: 'Reports' },
  approved: { id: 'transparency.reports.approved', defaultMessage: 'Approved (published)' },
  rejected: { id: 'transparency.reports.rejected', defaultMessage: 'Rejected (not published)' },
  rejectedCaption: { id: 'transparency.reports.rejectedCaption', defaultMessage: 'Reports rejected, by reason' },
  rejectedExplanation: {
    id: 'transparency.reports.rejectedExplanation',
    defaultMessage: 'Why moderators did not publish a report, by the reason stated to its author.',
  },
  // Content removed.
  removed: { id: 'transparency.removed.heading', defaultMessage: 'Content removed' },
  profilesCaption: { id: 'transparency.removed.profilesCaption', defaultMessage: 'Profiles removed, by reason' },
  profilesExplanation: {
    id: 'transparency.removed.profilesExplanation',
    defaultMessage: 'Profiles moderators removed this quarter (on their own review, after flags or after a removal request), by reason.',
  },
  profilesColumn: { id: 'transparency.removed.profilesColumn', defaultMessage: 'Profiles' },
  photosCaption: { id: 'transparency.removed.photosCaption', defaultMessage: 'Photos rejected or removed, by reason' },
  photosExplanation: {
    id: 'transparency.removed.photosExplanation',
    defaultMessage: 'Profile photos moderators rejected before publication or removed afterwards, by reason.',
  },
  photosColumn: { id: 'transparency.removed.photosColumn', defaultMessage: 'Photos' },
  // Removal requests.
  requests: { id: 'transparency.requests.heading', defaultMessage: 'Removal requests' },
  requestsCaption: { id: 'transparency.requests.caption', defaultMessage: 'Removal requests received and decided' },
  requestsExplanation: {
    id: 'transparency.requests.explanation',
    defaultMessage:
      "Anyone, with or without an account, can ask us to remove a profile, a report or a photo. The median is the middle time from a request's receipt to its decision, for the requests decided this quarter.",
  },
  requestsReceived: { id: 'transparency.requests.received', defaultMessage: 'Received' },
  decided: { id: 'transparency.requests.decided', defaultMessage: 'Decided' },
  median: { id: 'transparency.requests.median', defaultMessage: 'Median time to decision' },
  noneDecided: { id: 'transparency.requests.noneDecided', defaultMessage: 'No request decided' },
  requestsByCaption: { id: 'transparency.requests.byReasonCaption', defaultMessage: 'Removal requests, by reason and outcome' },
  requestsByExplanation: {
    id: 'transparency.requests.byReasonExplanation',
    defaultMessage: 'The requests received this quarter, by the reason given and where each stands now.',
  },
  requestsColumn: { id: 'transparency.requests.column', defaultMessage: 'Requests' },
  // Community flags.
  flags: { id: 'transparency.flags.heading', defaultMessage: 'Community flags' },
  flagsCaption: { id: 'transparency.flags.caption', defaultMessage: 'Flags, by reason and outcome' },
  flagsColumn: { id: 'transparency.flags.column', defaultMessage: 'Flags' },
  // Appeals and sanctions.
  appealsAndSanctions: { id: 'transparency.appeals.heading', defaultMessage: 'Appeals and sanctions' },
  appeals: { id: 'transparency.appeals.caption', defaultMessage: 'Appeals' },
  appealsExplanation: {
    id: 'transparency.appeals.explanation',
    defaultMessage: 'Anyone a decision affects may appeal it once, within 6 months; a different moderator decides. An upheld appeal reverses the decision.',
  },
  appealsReceived: { id: 'transparency.appeals.received', defaultMessage: 'Received' },
  upheld: { id: 'transparency.appeals.upheld', defaultMessage: 'Upheld' },
  appealsRejected: { id: 'transparency.appeals.rejected', defaultMessage: 'Rejected (the decision stands)' },
  reversed: { id: 'transparency.appeals.reversed', defaultMessage: 'Decisions reversed' },
  sanctionsCaption: { id: 'transparency.sanctions.caption', defaultMessage: 'Sanctions on accounts, by kind' },
  sanctionsExplanation: {
    id: 'transparency.sanctions.explanation',
    defaultMessage: 'Warnings, temporary suspensions and permanent bans moderators imposed this quarter, including any later reversed on appeal.',
  },
  sanction: { id: 'transparency.sanctions.column', defaultMessage: 'Sanction' },
  accounts: { id: 'transparency.sanctions.accounts', defaultMessage: 'Accounts' },
  // ID documents.
  idDocuments: { id: 'transparency.idDocuments.heading', defaultMessage: 'ID documents' },
  idCaption: { id: 'transparency.idDocuments.caption', defaultMessage: 'ID documents deleted on time' },
  idExplanation: {
    id: 'transparency.idDocuments.explanation',
    defaultMessage:
      'An ID document is deleted as soon as a moderator decides, and at the latest 30 days after it was sent (our hourly clean-up runs within the hour after). Our aim is 100%.',
  },
  due: { id: 'transparency.idDocuments.due', defaultMessage: 'Documents due for deletion' },
  deletedOnTime: { id: 'transparency.idDocuments.deletedOnTime', defaultMessage: 'Deleted on time' },
  share: { id: 'transparency.idDocuments.share', defaultMessage: 'Share deleted on time' },
  noneDue: { id: 'transparency.idDocuments.noneDue', defaultMessage: 'No document due' },
});

const quarterOptionMessage = defineMessage<{ code: string; period: string }>({
  id: 'transparency.picker.option',
  defaultMessage: '{code} ({period})',
  description: 'A quarter in the picker: its code (2026-Q4) and its months.',
});
const headingSoFarMessage = defineMessage<{ code: string; period: string }>({
  id: 'transparency.quarter.headingSoFar',
  defaultMessage: '{code}: {period} (so far)',
  description: "The current quarter's heading: its code (2026-Q4) and its months; its figures still grow.",
});
const headingMessage = defineMessage<{ code: string; period: string }>({
  id: 'transparency.quarter.heading',
  defaultMessage: '{code}: {period}',
  description: "A finished quarter's heading: its code (2026-Q4) and its months.",
});
const noActivityTextMessage = defineMessage<{ code: string }>({
  id: 'transparency.quarter.noActivityText',
  defaultMessage: 'Nothing was reported, decided, requested, flagged or appealed in {code}.',
});
const flagsExplanationMessage = defineMessage<{ count: number }>({
  id: 'transparency.flags.explanation',
  defaultMessage:
    'Members flagged published reports and profiles {count, plural, one {# time} other {# times}} this quarter. Upheld means a moderator removed what was flagged; dismissed means it stayed.',
});

type Intl = ReturnType<typeof useIntl>;

const StyledPicker = styled(StyledField)`
  max-width: 20rem;
`;

type Counted = { reason: string; count: number };
type Outcomes = Counted & { outcome: string };

const byReason = (intl: Intl, items: readonly Counted[]) => items.map(({ reason, count }) => [reasonLabel(intl, reason), count] as const);
const byReasonAndOutcome = (intl: Intl, items: readonly Outcomes[]) =>
  items.map(({ reason, outcome, count }) => [reasonLabel(intl, reason), outcomeLabel(intl, outcome), count] as const);

function QuarterPicker({ quarters, value, onChange }: { quarters: readonly string[]; value: string; onChange: (quarter: string) => void }) {
  const intl = useIntl();
  return (
    <StyledPicker>
      <StyledLabel htmlFor="transparency-quarter">{intl.formatMessage(m.quarter)}</StyledLabel>
      <StyledSelect id="transparency-quarter" value={value} onChange={(e) => onChange(e.target.value)}>
        {quarters.map((q) => (
          <option key={q} value={q}>
            {intl.formatMessage(quarterOptionMessage, { code: q, period: quarterLabel(intl, q) })}
          </option>
        ))}
      </StyledSelect>
    </StyledPicker>
  );
}

/** The report's parts and figures, in the page's order, as data for FigureSections (in her language). */
function figureSections(intl: Intl, report: TransparencyReport): FigureSection[] {
  const { reports, removed, removalRequests, flags, appeals, sanctions, idDocuments } = report;
  const t = (message: MessageDescriptor) => intl.formatMessage(message);
  /** A table from its messages (caption, explanation, column headings) and its rows; an explanation with values comes formatted. */
  const table = (
    caption: MessageDescriptor,
    explanation: MessageDescriptor | string,
    columns: readonly MessageDescriptor[],
    rows: FigureTableProps['rows'],
  ) => ({
    caption: t(caption),
    explanation: typeof explanation === 'string' ? explanation : t(explanation),
    columns: columns.map(t),
    rows,
  });
  return [
    {
      heading: t(m.reports),
      tables: [
        table(
          m.reportsCaption,
          m.reportsExplanation,
          [m.figure, m.reportsColumn],
          [
            [t(m.reportsReceived), reports.received],
            [t(m.approved), reports.approved],
            [t(m.rejected), reports.rejected],
          ],
        ),
        table(m.rejectedCaption, m.rejectedExplanation, [m.reason, m.reportsColumn], byReason(intl, reports.rejectedByReason)),
      ],
    },
    {
      heading: t(m.removed),
      tables: [
        table(m.profilesCaption, m.profilesExplanation, [m.reason, m.profilesColumn], byReason(intl, removed.profilesByReason)),
        table(m.photosCaption, m.photosExplanation, [m.reason, m.photosColumn], byReason(intl, removed.imagesByReason)),
      ],
    },
    {
      heading: t(m.requests),
      tables: [
        table(
          m.requestsCaption,
          m.requestsExplanation,
          [m.figure, m.value],
          [
            [t(m.requestsReceived), removalRequests.received],
            [t(m.decided), removalRequests.decided],
            [t(m.median), removalRequests.medianHoursToDecision === null ? t(m.noneDecided) : durationLabel(intl, removalRequests.medianHoursToDecision)],
          ],
        ),
        table(
          m.requestsByCaption,
          m.requestsByExplanation,
          [m.reason, m.outcome, m.requestsColumn],
          byReasonAndOutcome(intl, removalRequests.byReasonAndOutcome),
        ),
      ],
    },
    {
      heading: t(m.flags),
      tables: [
        table(
          m.flagsCaption,
          intl.formatMessage(flagsExplanationMessage, { count: flags.received }),
          [m.reason, m.outcome, m.flagsColumn],
          byReasonAndOutcome(intl, flags.byReasonAndOutcome),
        ),
      ],
    },
    {
      heading: t(m.appealsAndSanctions),
      tables: [
        table(
          m.appeals,
          m.appealsExplanation,
          [m.figure, m.appeals],
          [
            [t(m.appealsReceived), appeals.received],
            [t(m.upheld), appeals.upheld],
            [t(m.appealsRejected), appeals.rejected],
            [t(m.reversed), appeals.decisionsReversed],
          ],
        ),
        table(
          m.sanctionsCaption,
          m.sanctionsExplanation,
          [m.sanction, m.accounts],
          sanctions.map(({ kind, count }) => [sanctionLabel(intl, kind), count] as const),
        ),
      ],
    },
    {
      heading: t(m.idDocuments),
      tables: [
        table(
          m.idCaption,
          m.idExplanation,
          [m.figure, m.value],
          [
            [t(m.due), idDocuments.due],
            [t(m.deletedOnTime), idDocuments.deletedOnTime],
            [t(m.share), idDocuments.onTimeShare === null ? t(m.noneDue) : percentLabel(intl, idDocuments.onTimeShare)],
          ],
        ),
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
  const intl = useIntl();
  const failed = () => (
    <ErrorState title={intl.formatMessage(m.loadFailed)} message={errorMessage(error) ?? intl.formatMessage(m.tryAgain)} onRetry={refetch} />
  );
  return (
    <TrustPageFrame title={intl.formatMessage(m.title)} lead={intl.formatMessage(m.lead)} description={intl.formatMessage(m.description)}>
      <StyledSummary>
        <p>
          <FormattedMessage
            id="transparency.page.summary"
            defaultMessage="Figures are computed from our audit log and request records for each calendar quarter (UTC). A finished quarter's figures never change; the current quarter's are updated every few minutes. How decisions are made is explained in <link>How moderation works</link>."
            description="The link goes to the page 'How moderation works'; keep its title as that page's title in the language."
            values={{ link: (chunks: ReactNode[]) => <Link to="/moderation">{chunks}</Link> }}
          />
        </p>
      </StyledSummary>
      {loading ? (
        <LoadingState label={intl.formatMessage(m.loading)} />
      ) : !report ? (
        failed()
      ) : (
        <>
          <QuarterPicker quarters={report.availableQuarters} value={asked ?? report.quarter} onChange={choose} />
          {error && !switching ? (
            failed()
          ) : (
            <section aria-busy={switching || undefined}>
              <h2>
                {intl.formatMessage(report.final ? headingMessage : headingSoFarMessage, { code: report.quarter, period: quarterLabel(intl, report.quarter) })}
              </h2>
              {report.hasActivity ? (
                <FigureSections sections={figureSections(intl, report)} />
              ) : (
                <EmptyState title={intl.formatMessage(m.noActivity)} description={intl.formatMessage(noActivityTextMessage, { code: report.quarter })} />
              )}
            </section>
          )}
        </>
      )}
    </TrustPageFrame>
  );
}
