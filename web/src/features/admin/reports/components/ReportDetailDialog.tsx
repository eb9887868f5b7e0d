import { useState, type ReactNode } from 'react';
import { defineMessage, defineMessages, FormattedMessage, useIntl } from 'react-intl';
import styled from 'styled-components';
import { errorMessage } from '../../../../shared/errors';
import { Button } from '../../../../ui/Button';
import { Dialog } from '../../../../ui/Dialog';
import { CATEGORY_LABELS } from '../../../profile/profile-display';
import { calendarDateText, REPORT_STATUS_MESSAGES, REPORT_TYPE_BADGE_MESSAGES } from '../../../reports/report-display';
import { Fact, StyledDetails } from '../../shared/components/AdminListParts';
import { reasonText } from '../../shared/admin-labels';
import { useReportAuthor, type ModerationReport } from '../hooks/useAdminReports';
import { isStepUpCancelled, useStepUp } from '../../../two-factor/hooks/useStepUp';

const StyledContent = styled.p`
  white-space: pre-wrap;
  overflow-wrap: anywhere;
  margin-bottom: 1rem;
`;

const StyledAuthorBox = styled.section`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: 0.5rem;
  padding: 0.875rem 1rem;
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.muted};
  font-size: ${({ theme }) => theme.fontSizes.body};
`;

const StyledAuthorHeading = styled.h3`
  font-size: ${({ theme }) => theme.fontSizes.base};
  font-weight: 700;
`;

const messages = defineMessages({
  status: { id: 'admin.reports.detail.status', defaultMessage: 'Status' },
  type: { id: 'admin.reports.detail.type', defaultMessage: 'Type' },
  rating: { id: 'admin.reports.detail.rating', defaultMessage: 'Rating' },
  category: { id: 'admin.reports.detail.category', defaultMessage: 'Category' },
  interaction: { id: 'admin.reports.detail.interaction', defaultMessage: 'Interaction', description: 'When and where the date or meeting was.' },
  noDate: { id: 'admin.reports.detail.noDate', defaultMessage: 'No date' },
  submitted: { id: 'admin.reports.detail.submitted', defaultMessage: 'Submitted' },
  decided: { id: 'admin.reports.detail.decided', defaultMessage: 'Decided' },
  reason: { id: 'admin.reports.detail.reason', defaultMessage: 'Reason' },
  note: { id: 'admin.reports.detail.note', defaultMessage: 'Note' },
  author: { id: 'admin.reports.detail.author', defaultMessage: 'Author' },
  stepUpAction: {
    id: 'admin.reports.detail.stepUpAction',
    defaultMessage: "Reveal the report's author",
    description: 'What the second-factor code confirms, in the code dialog.',
  },
  authorFailed: { id: 'admin.reports.detail.authorFailed', defaultMessage: 'The author could not be loaded.' },
  authorGone: { id: 'admin.reports.detail.authorGone', defaultMessage: 'The author account no longer exists.' },
  anonymous: { id: 'admin.reports.detail.anonymous', defaultMessage: 'Reports are anonymous. Showing the author is recorded in the audit log.' },
  loading: { id: 'admin.reports.detail.loading', defaultMessage: 'Loading...' },
  showAuthor: { id: 'admin.reports.detail.showAuthor', defaultMessage: 'Show author' },
});

const aboutMessage = defineMessage<{ name: string }>({
  id: 'admin.reports.detail.about',
  defaultMessage: 'About {name}',
  description: 'Under the title of a report: the person it is about.',
});
const starsMessage = defineMessage<{ rating: number }>({ id: 'admin.reports.detail.stars', defaultMessage: '{rating, number} of 5 stars' });
const placeMessage = defineMessage<{ date: string; location: string }>({
  id: 'admin.reports.detail.datePlace',
  defaultMessage: '{date} · {location}',
  description: 'When and where the interaction was.',
});
const writtenByMessage = defineMessage<{ name: string }>({
  id: 'admin.reports.detail.writtenBy',
  defaultMessage: 'Written by @{name}',
  description: 'name is a username.',
});

type AuthorState = { status: 'idle' | 'loading' } | { status: 'shown'; name: string | null } | { status: 'failed'; message: string };

export type ReportDetailDialogProps = {
  report: ModerationReport;
  open: boolean;
  onClose: () => void;
  /** Who else reviews it, with "Take over" (a waiting report another moderator has open). */
  claim?: ReactNode;
};

/** A report in full. Its author stays hidden unless the admin asks: each 'Show author' is an audited request. */
export function ReportDetailDialog({ report, open, onClose, claim }: ReportDetailDialogProps) {
  const intl = useIntl();
  const loadAuthor = useReportAuthor();
  const { withStepUp, stepUpDialog } = useStepUp();
  const [author, setAuthor] = useState<AuthorState>({ status: 'idle' });

  const showAuthor = async () => {
    setAuthor({ status: 'loading' });
    try {
      // Revealing an author needs a second-factor check within 5 minutes: a code is asked for when it is older.
      setAuthor({ status: 'shown', name: await withStepUp(loadAuthor, intl.formatMessage(messages.stepUpAction))(report) });
    } catch (error) {
      if (isStepUpCancelled(error)) setAuthor({ status: 'idle' });
      else setAuthor({ status: 'failed', message: errorMessage(error) ?? intl.formatMessage(messages.authorFailed) });
    }
  };

  const close = () => {
    setAuthor({ status: 'idle' });
    onClose();
  };

  const dateTime = (iso: string) => intl.formatDate(iso, { dateStyle: 'medium', timeStyle: 'short' });
  const day = report.dateOfInteraction ? calendarDateText(intl, report.dateOfInteraction) : intl.formatMessage(messages.noDate);

  return (
    <Dialog open={open} onClose={close} title={report.title} description={intl.formatMessage(aboutMessage, { name: report.profileName })}>
      {claim}
      <StyledContent>{report.content}</StyledContent>
      <StyledDetails>
        <Fact label={intl.formatMessage(messages.status)}>{intl.formatMessage(REPORT_STATUS_MESSAGES[report.status])}</Fact>
        <Fact label={intl.formatMessage(messages.type)}>{intl.formatMessage(REPORT_TYPE_BADGE_MESSAGES[report.reportType])}</Fact>
        <Fact label={intl.formatMessage(messages.rating)}>{intl.formatMessage(starsMessage, { rating: report.rating })}</Fact>
        <Fact label={intl.formatMessage(messages.category)}>{intl.formatMessage(CATEGORY_LABELS[report.category])}</Fact>
        <Fact label={intl.formatMessage(messages.interaction)}>
          {report.location ? intl.formatMessage(placeMessage, { date: day, location: report.location }) : day}
        </Fact>
        <Fact label={intl.formatMessage(messages.submitted)}>{dateTime(report.createdAt)}</Fact>
        {report.moderatedAt && <Fact label={intl.formatMessage(messages.decided)}>{dateTime(report.moderatedAt)}</Fact>}
        {report.rejectionReason && <Fact label={intl.formatMessage(messages.reason)}>{reasonText(intl, report.rejectionReason)}</Fact>}
        {report.moderationNote && <Fact label={intl.formatMessage(messages.note)}>{report.moderationNote}</Fact>}
      </StyledDetails>
      <StyledAuthorBox aria-labelledby={`author-${report.id}`}>
        <StyledAuthorHeading id={`author-${report.id}`}>{intl.formatMessage(messages.author)}</StyledAuthorHeading>
        {author.status === 'shown' ? (
          <p role="status">{author.name ? intl.formatMessage(writtenByMessage, { name: author.name }) : intl.formatMessage(messages.authorGone)}</p>
        ) : (
          <>
            <p>
              <FormattedMessage {...messages.anonymous} />
            </p>
            {author.status === 'failed' && <p role="alert">{author.message}</p>}
            <Button variant="outline" size="sm" onClick={() => void showAuthor()} disabled={author.status === 'loading'}>
              {intl.formatMessage(author.status === 'loading' ? messages.loading : messages.showAuthor)}
            </Button>
          </>
        )}
      </StyledAuthorBox>
      {stepUpDialog}
    </Dialog>
  );
}
