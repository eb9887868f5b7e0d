import { FormattedMessage, useIntl } from 'react-intl';
import styled from 'styled-components';
import { graphql } from '../../../gql';
import type { ReportCard_ReportFragment } from '../../../gql/graphql';
import { UserIcon } from '../../../ui/icons';
import { ReportInteractionFacts } from './ReportInteractionFacts';
import { Pill } from '../../../ui/Pill';
import { useRenderClock } from '../../../shared/render-clock';
import { CATEGORY_LABELS } from '../../profile/profile-display';
import { dateTimeText, relativeTimeText } from '../report-display';
import { ReportAdminControls } from '../../admin/reports/components/ReportAdminControls';
import { ReportTypeBadge } from './ReportTypeBadge';
import { StyledReportArticle, StyledReportContent, StyledReportFacts } from './report-card-parts';
import { StarRating } from './StarRating';
import { RequestRemovalLink } from '../../removal/components/RequestRemovalLink';
import { FlagButton } from '../../flag/components/FlagButton';
import { StyledSecondaryActions } from '../../../ui/SecondaryActions';
import { Heading } from '../../../ui/Text';
import { Row } from '../../../ui/Stack';

export const ReportCardFragment = graphql(`
  fragment ReportCard_report on Report {
    id
    profileId
    reportType
    title
    content
    category
    rating
    dateOfInteraction
    location
    createdAt
    viewerCan {
      moderate
    }
  }
`);

const StyledHeader = styled.header`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: 0.5rem;
`;

const StyledAuthor = styled.p`
  display: flex;
  align-items: center;
  gap: 0.375rem;
  font-weight: 600;
`;

const StyledMuted = styled.span`
  color: ${({ theme }) => theme.colors.mutedForeground};
  font-weight: 400;
  font-size: ${({ theme }) => theme.fontSizes.md};
`;

const StyledBadges = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 0.375rem;
`;

const StyledPrivateNote = styled.p`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.mutedForeground};
`;

export type ReportCardProps = {
  report: ReportCard_ReportFragment;
  /** The viewer's own report that waits for review: marked 'Awaiting review', shown to her alone. */
  awaitingReview?: boolean;
};

/**
 * One community report (SPEC §2): always 'Anonymous User', its type badge, when it was posted, category, content,
 * the date and place of the interaction, and the stars. Nothing about the author is ever fetched.
 */
export function ReportCard({ report, awaitingReview = false }: ReportCardProps) {
  // As of the server's render while its markup is hydrated (shared/render-clock.tsx), then as of now.
  const clock = useRenderClock();
  const intl = useIntl();
  return (
    <StyledReportArticle aria-labelledby={`report-${report.id}-title`}>
      <StyledHeader>
        <StyledAuthor>
          <UserIcon size={16} />
          <FormattedMessage id="reports.card.anonymous" defaultMessage="Anonymous User" description="Author of every report shown to members." />
          <StyledMuted>
            ·{' '}
            <time dateTime={report.createdAt} title={dateTimeText(intl, report.createdAt)}>
              {relativeTimeText(intl, report.createdAt, clock.now())}
            </time>
          </StyledMuted>
        </StyledAuthor>
        <StyledBadges>
          {awaitingReview && (
            <Pill tone="warning">
              <FormattedMessage id="reports.awaitingReview" defaultMessage="Awaiting review" description="Pill of her report not yet reviewed." />
            </Pill>
          )}
          <ReportTypeBadge reportType={report.reportType} />
        </StyledBadges>
      </StyledHeader>
      {awaitingReview && (
        <StyledPrivateNote>
          <FormattedMessage
            id="reports.card.privateNote"
            defaultMessage="Only you can see your report until a moderator has reviewed it."
            description="Under her own report awaiting review."
          />
        </StyledPrivateNote>
      )}
      <Row>
        <Heading as="h3" $size="lead" $weight="bold" id={`report-${report.id}-title`}>
          {report.title}
        </Heading>
        <StarRating rating={report.rating} />
      </Row>
      <StyledReportContent>{report.content}</StyledReportContent>
      <StyledReportFacts>
        <li>{intl.formatMessage(CATEGORY_LABELS[report.category])}</li>
        <ReportInteractionFacts dateOfInteraction={report.dateOfInteraction} location={report.location} withCalendarIcon />
      </StyledReportFacts>
      {!awaitingReview && (
        <StyledSecondaryActions>
          <RequestRemovalLink
            type="report"
            id={report.id}
            label={intl.formatMessage(
              {
                id: 'reports.card.requestRemoval',
                defaultMessage: 'Request removal of the report {title}',
                description: 'Link to the removal form for a report.',
              },
              { title: report.title },
            )}
          />
          <FlagButton
            type="REPORT"
            id={report.id}
            profileId={report.profileId}
            label={intl.formatMessage(
              { id: 'reports.card.flag', defaultMessage: 'Flag the report {title}', description: 'Button to flag a report.' },
              { title: report.title },
            )}
          />
        </StyledSecondaryActions>
      )}
      {report.viewerCan.moderate && <ReportAdminControls reportId={report.id} profileId={report.profileId} title={report.title} content={report.content} />}
    </StyledReportArticle>
  );
}
