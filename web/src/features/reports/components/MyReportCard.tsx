import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { graphql } from '../../../gql';
import type { MyReportCard_ReportFragment, ReportStatus } from '../../../gql/graphql';
import { CalendarIcon } from '../../../ui/icons';
import { ReportInteractionFacts } from './ReportInteractionFacts';
import { StyledDecisionBox } from '../../../ui/Card';
import { Pill, type PillTone } from '../../../ui/Pill';
import { CATEGORY_LABELS } from '../../profile/profile-display';
import { dateText, REPORT_STATUS_MESSAGES } from '../report-display';
import { ReportTypeBadge } from './ReportTypeBadge';
import { StyledReportArticle, StyledReportContent, StyledReportFacts } from './report-card-parts';
import { StarRating } from './StarRating';
import { Heading } from '../../../ui/Text';

export const MyReportCardFragment = graphql(`
  fragment MyReportCard_report on MyReport {
    id
    profileId
    profileName
    reportType
    title
    content
    category
    rating
    status
    approved
    dateOfInteraction
    location
    createdAt
    rejectionReason
    rejectionReasonText
    moderationNote
  }
`);

const StyledHeader = styled.header`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-start;
  justify-content: space-between;
  gap: 0.5rem;
`;

const StyledBadges = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0.375rem;
`;

const StyledRating = styled.p`
  display: flex;
  align-items: center;
  gap: 0.5rem;
  font-size: ${({ theme }) => theme.fontSizes.md};
  color: ${({ theme }) => theme.colors.mutedForeground};
`;

const StyledProfileLink = styled(Link)`
  align-self: flex-start;
  font-weight: 600;
  color: ${({ theme }) => theme.colors.primary};

  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.ring};
    outline-offset: 2px;
  }
`;

const StyledNote = styled.p`
  white-space: pre-line;
  overflow-wrap: anywhere;
`;

const STATUS_TONES: Record<ReportStatus, PillTone> = {
  APPROVED: 'success',
  REJECTED: 'destructive',
  PENDING: 'warning',
};

/** The moderation state as the author sees it: approved (true), rejected (false) or pending (null). */
export function statusOf(report: Pick<MyReportCard_ReportFragment, 'status' | 'approved'>): ReportStatus {
  if (report.status) return report.status;
  return report.approved === true ? 'APPROVED' : report.approved === false ? 'REJECTED' : 'PENDING';
}

/** 'it contains personal information' reads 'It contains personal information'. */
function capitalize(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

export type MyReportCardProps = { report: MyReportCard_ReportFragment };

/** One of the member's own reports (SPEC §2 My Reports); a rejected one says why (the reason and the moderator's note). */
export function MyReportCard({ report }: MyReportCardProps) {
  const status = statusOf(report);
  const intl = useIntl();
  return (
    <StyledReportArticle aria-labelledby={`my-report-${report.id}`}>
      <StyledHeader>
        <Heading as="h2" $size="lg" $weight="bold" id={`my-report-${report.id}`}>
          {report.title}
        </Heading>
        <StyledBadges>
          <Pill tone={STATUS_TONES[status]}>{intl.formatMessage(REPORT_STATUS_MESSAGES[status])}</Pill>
          <ReportTypeBadge reportType={report.reportType} />
        </StyledBadges>
      </StyledHeader>
      <StyledRating>
        <StarRating rating={report.rating} />
        <span>
          <FormattedMessage id="reports.mine.rating" defaultMessage="{rating}/5" description="Her rating out of 5." values={{ rating: report.rating }} />
        </span>
      </StyledRating>
      {status === 'REJECTED' && (report.rejectionReasonText || report.moderationNote) && (
        <StyledDecisionBox as="div" role="note" aria-labelledby={`my-report-${report.id}-decision`}>
          <Heading as="h3" $size="body" id={`my-report-${report.id}-decision`}>
            <FormattedMessage
              id="reports.mine.whyRejected"
              defaultMessage="Why it was not published"
              description="Heading of the moderator's reasons on her rejected report."
            />
          </Heading>
          {report.rejectionReasonText && (
            <p>
              <FormattedMessage
                id="reports.mine.reason"
                defaultMessage="Reason: {reason}."
                description="The rejection reason of her report."
                values={{ reason: capitalize(report.rejectionReasonText) }}
              />
            </p>
          )}
          {report.moderationNote && (
            <StyledNote>
              <FormattedMessage
                id="reports.mine.note"
                defaultMessage="Moderator's note: {note}"
                description="The moderator's note on her rejected report."
                values={{ note: report.moderationNote }}
              />
            </StyledNote>
          )}
        </StyledDecisionBox>
      )}
      <StyledReportContent>{report.content}</StyledReportContent>
      <StyledReportFacts>
        <li>
          <CalendarIcon size={14} />
          <FormattedMessage
            id="reports.mine.submitted"
            defaultMessage="Submitted {date}"
            description="When she sent her report."
            values={{ date: dateText(intl, report.createdAt) }}
          />
        </li>
        <ReportInteractionFacts dateOfInteraction={report.dateOfInteraction} location={report.location} />
        <li>{intl.formatMessage(CATEGORY_LABELS[report.category])}</li>
      </StyledReportFacts>
      <StyledProfileLink to={`/profile/${report.profileId}`}>
        <FormattedMessage
          id="reports.mine.viewProfile"
          defaultMessage="View profile: {name}"
          description="Link from her report to the profile."
          values={{ name: report.profileName }}
        />
      </StyledProfileLink>
    </StyledReportArticle>
  );
}
