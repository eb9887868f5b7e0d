import { defineMessage, FormattedMessage, useIntl } from 'react-intl';
import styled from 'styled-components';
import { StyledRoundIconButton } from '../../../ui/Button';
import { CloseIcon } from '../../../ui/icons';
import { StyledVisuallyHidden } from '../../../ui/VisuallyHidden';
import type { NotificationItem } from '../hooks/useNotifications';
import { AppealButton } from '../../appeal/components/AppealButton';
import { APPEAL_STATUS_LABELS } from '../../appeal/appeal-labels';
import { Heading } from '../../../ui/Text';
import { useRenderClock } from '../../../shared/render-clock';
import { relativeTimeText } from '../../reports/report-display';

const StyledItem = styled.li<{ $unread: boolean }>`
  position: relative;
  display: flex;
  flex-wrap: wrap;
  align-items: flex-start;
  gap: 0.25rem;
  border-radius: ${({ theme }) => theme.radii.md};
  border: ${({ theme }) => theme.borders.hairline};
  background: ${({ theme, $unread }) => ($unread ? theme.colors.accent : theme.colors.card)};
  color: ${({ theme, $unread }) => ($unread ? theme.colors.accentForeground : theme.colors.foreground)};
`;

const StyledOpenButton = styled.button`
  flex: 1;
  display: flex;
  gap: 0.75rem;
  min-width: 0;
  padding: 0.75rem 0 0.75rem 0.875rem;
  border: none;
  background: transparent;
  color: inherit;
  text-align: left;
  cursor: pointer;
  border-radius: ${({ theme }) => theme.radii.md};
`;

const StyledDot = styled.span<{ $unread: boolean }>`
  flex-shrink: 0;
  width: 0.5rem;
  height: 0.5rem;
  margin-top: 0.45rem;
  border-radius: 50%;
  background: ${({ theme, $unread }) => ($unread ? theme.colors.primary : 'transparent')};
`;

const StyledText = styled.span`
  display: flex;
  flex-direction: column;
  gap: 0.125rem;
  min-width: 0;
`;

const StyledMessage = styled.span`
  font-size: ${({ theme }) => theme.fontSizes.body};
  overflow-wrap: anywhere;
`;

const StyledTime = styled.time`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  opacity: 0.75;
`;

const StyledDeleteButton = styled(StyledRoundIconButton)`
  width: 2.5rem;
  height: 2.5rem;
  margin: 0.25rem;
`;

/** A decision's appeal line under the text: the 'Appeal' button while she may, else where her appeal stands. */
const StyledDecision = styled.div`
  flex-basis: 100%;
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 0.5rem;
  padding: 0 0.875rem 0.75rem 2.125rem;
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const deleteLabel = defineMessage<{ title: string }>({ id: 'notifications.item.delete', defaultMessage: 'Delete notification: {title}' });

export type NotificationListItemProps = {
  notification: NotificationItem;
  onOpen: (notification: NotificationItem) => void;
  onDelete: (notification: NotificationItem) => void;
};

/**
 * One notification: the whole text is a button that opens it; a separate button deletes it. A decision's notification
 * (its text carries the reason, the rule and the explanation) adds 'Appeal' while she may appeal it.
 */
export function NotificationListItem({ notification, onOpen, onDelete }: NotificationListItemProps) {
  const intl = useIntl();
  const { now } = useRenderClock();
  const unread = !notification.read;
  const { decision } = notification;
  return (
    <StyledItem $unread={unread}>
      <StyledOpenButton type="button" onClick={() => onOpen(notification)}>
        <StyledDot $unread={unread} aria-hidden="true" />
        <StyledText>
          <Heading as="span" $size="base" $weight="bold">
            {notification.title}
            {unread && (
              <StyledVisuallyHidden>
                {' '}
                <FormattedMessage id="notifications.item.unread" defaultMessage="(unread)" />
              </StyledVisuallyHidden>
            )}
          </Heading>
          <StyledMessage>{notification.message}</StyledMessage>
          <StyledTime dateTime={notification.createdAt}>{relativeTimeText(intl, notification.createdAt, now())}</StyledTime>
        </StyledText>
      </StyledOpenButton>
      <StyledDeleteButton type="button" aria-label={intl.formatMessage(deleteLabel, { title: notification.title })} onClick={() => onDelete(notification)}>
        <CloseIcon size={18} />
      </StyledDeleteButton>
      {decision && (decision.viewerCanAppeal || decision.appeal) && (
        <StyledDecision>
          {decision.appeal ? <span>{intl.formatMessage(APPEAL_STATUS_LABELS[decision.appeal.status])}</span> : <AppealButton decision={decision} />}
        </StyledDecision>
      )}
    </StyledItem>
  );
}
