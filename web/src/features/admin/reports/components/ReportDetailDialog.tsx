import { useState } from 'react';
import styled from 'styled-components';
import { errorMessage } from '../../../../shared/errors';
import { Button } from '../../../../ui/Button';
import { Dialog } from '../../../../ui/Dialog';
import { formatCalendarDate } from '../../../reports/report-display';
import { StyledDetails } from '../../shared/components/AdminListParts';
import { formatDateTime, reasonLabel, REPORT_KIND_LABELS, REPORT_STATUS_LABELS } from '../../shared/admin-labels';
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

type AuthorState = { status: 'idle' | 'loading' } | { status: 'shown'; name: string | null } | { status: 'failed'; message: string };

export type ReportDetailDialogProps = { report: ModerationReport; open: boolean; onClose: () => void };

/** A report in full. Its author stays hidden unless the admin asks: each 'Show author' is an audited request. */
export function ReportDetailDialog({ report, open, onClose }: ReportDetailDialogProps) {
  const loadAuthor = useReportAuthor();
  const { withStepUp, stepUpDialog } = useStepUp();
  const [author, setAuthor] = useState<AuthorState>({ status: 'idle' });

  const showAuthor = async () => {
    setAuthor({ status: 'loading' });
    try {
      // Revealing an author needs a second-factor check within 5 minutes: a code is asked for when it is older.
      setAuthor({ status: 'shown', name: await withStepUp(loadAuthor, "Reveal the report's author")(report) });
    } catch (error) {
      if (isStepUpCancelled(error)) setAuthor({ status: 'idle' });
      else setAuthor({ status: 'failed', message: errorMessage(error) ?? 'The author could not be loaded.' });
    }
  };

  const close = () => {
    setAuthor({ status: 'idle' });
    onClose();
  };

  return (
    <Dialog open={open} onClose={close} title={report.title} description={`About ${report.profileName}`}>
      <StyledContent>{report.content}</StyledContent>
      <StyledDetails>
        <dt>Status</dt>
        <dd>{REPORT_STATUS_LABELS[report.status]}</dd>
        <dt>Type</dt>
        <dd>{REPORT_KIND_LABELS[report.reportType]}</dd>
        <dt>Rating</dt>
        <dd>{report.rating} of 5 stars</dd>
        <dt>Category</dt>
        <dd>{report.category === 'DATING' ? 'Dating/Romantic' : 'Friends/Social'}</dd>
        <dt>Interaction</dt>
        <dd>
          {report.dateOfInteraction ? formatCalendarDate(report.dateOfInteraction) : 'No date'}
          {report.location ? ` · ${report.location}` : ''}
        </dd>
        <dt>Submitted</dt>
        <dd>{formatDateTime(report.createdAt)}</dd>
        {report.moderatedAt && (
          <>
            <dt>Decided</dt>
            <dd>{formatDateTime(report.moderatedAt)}</dd>
          </>
        )}
        {report.rejectionReason && (
          <>
            <dt>Reason</dt>
            <dd>{reasonLabel(report.rejectionReason)}</dd>
          </>
        )}
        {report.moderationNote && (
          <>
            <dt>Note</dt>
            <dd>{report.moderationNote}</dd>
          </>
        )}
      </StyledDetails>
      <StyledAuthorBox aria-labelledby={`author-${report.id}`}>
        <StyledAuthorHeading id={`author-${report.id}`}>Author</StyledAuthorHeading>
        {author.status === 'shown' ? (
          <p role="status">{author.name ? `Written by @${author.name}` : 'The author account no longer exists.'}</p>
        ) : (
          <>
            <p>Reports are anonymous. Showing the author is recorded in the audit log.</p>
            {author.status === 'failed' && <p role="alert">{author.message}</p>}
            <Button variant="outline" size="sm" onClick={() => void showAuthor()} disabled={author.status === 'loading'}>
              {author.status === 'loading' ? 'Loading...' : 'Show author'}
            </Button>
          </>
        )}
      </StyledAuthorBox>
      {stepUpDialog}
    </Dialog>
  );
}
