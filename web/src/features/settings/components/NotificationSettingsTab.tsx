import { useId } from 'react';
import { defineMessage, defineMessages, useIntl, type MessageDescriptor } from 'react-intl';
import styled from 'styled-components';
import { Switch } from '../../../ui/Switch';
import type { PreferencesChange } from '../../preferences/hooks/useMyPreferences';
import { useSavedSettings } from '../hooks/useSavedSettings';
import { SavedSettingsState } from './SavedSettingsState';
import { SettingsSection } from './SettingsSection';
import { Heading } from '../../../ui/Text';
import { PushSettings } from '../../notifications/push/PushSettings';

const StyledHint = styled.p`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.mutedForeground};
`;

const StyledGroup = styled.div`
  display: flex;
  flex-direction: column;
  gap: 0.25rem;

  & + & {
    padding-top: 1rem;
    border-top: ${({ theme }) => theme.borders.hairline};
  }
`;

type ChannelKey = keyof NonNullable<PreferencesChange['notifications']> & ('decisionsInApp' | 'decisionsEmail' | 'newReportsInApp' | 'newReportsEmail');

const descriptionMessage = defineMessage<{ email: string }>({
  id: 'settings.notifications.description',
  defaultMessage:
    'Choose what you hear about, and how. These e-mails go to {email}, and only when you turn them on. Messages about your account itself, such as ID verification, always arrive, and so does the e-mail about a decision that removes, hides or changes your content, with its reasons and how to appeal.',
});

const messages = defineMessages({
  title: { id: 'settings.notifications.title', defaultMessage: 'Notifications' },
  decisionsTitle: { id: 'settings.notifications.decisionsTitle', defaultMessage: 'Decisions about my content' },
  decisionsHint: {
    id: 'settings.notifications.decisionsHint',
    defaultMessage: 'A moderator approved, rejected or removed one of your reports, or a photo you added.',
  },
  newReportsTitle: { id: 'settings.notifications.newReportsTitle', defaultMessage: 'New reports on people I added' },
  newReportsHint: { id: 'settings.notifications.newReportsHint', defaultMessage: 'A new report about someone you added was published.' },
  inApp: { id: 'settings.notifications.inApp', defaultMessage: 'In the app' },
  inAppHint: { id: 'settings.notifications.inAppHint', defaultMessage: 'In your notifications (the bell)' },
  byEmail: { id: 'settings.notifications.byEmail', defaultMessage: 'By e-mail' },
});

/** What she may be told about, each with its switch per channel. */
const CHANNEL_GROUPS: readonly { title: MessageDescriptor; hint: MessageDescriptor; inApp: ChannelKey; email: ChannelKey }[] = [
  { title: messages.decisionsTitle, hint: messages.decisionsHint, inApp: 'decisionsInApp', email: 'decisionsEmail' },
  { title: messages.newReportsTitle, hint: messages.newReportsHint, inApp: 'newReportsInApp', email: 'newReportsEmail' },
];

type ChannelGroupProps = {
  title: string;
  hint: string;
  inApp: boolean;
  email: boolean;
  onInAppChange: (on: boolean) => void;
  onEmailChange: (on: boolean) => void;
};

function ChannelGroup({ title, hint, inApp, email, onInAppChange, onEmailChange }: ChannelGroupProps) {
  const id = useId();
  const intl = useIntl();
  return (
    <StyledGroup role="group" aria-labelledby={`${id}-title`} aria-describedby={`${id}-hint`}>
      <Heading as="h3" $size="base" id={`${id}-title`}>
        {title}
      </Heading>
      <StyledHint id={`${id}-hint`}>{hint}</StyledHint>
      <Switch label={intl.formatMessage(messages.inApp)} description={intl.formatMessage(messages.inAppHint)} checked={inApp} onCheckedChange={onInAppChange} />
      <Switch label={intl.formatMessage(messages.byEmail)} checked={email} onCheckedChange={onEmailChange} />
    </StyledGroup>
  );
}

export type NotificationSettingsTabProps = { email: string };

/** Settings > Notifications: what she is told about, in the app and by e-mail; saved to her account at once. */
export function NotificationSettingsTab({ email }: NotificationSettingsTabProps) {
  const intl = useIntl();
  const { preferences, loading, error, retry, change } = useSavedSettings();
  const n = preferences?.notifications;
  return (
    <SettingsSection title={intl.formatMessage(messages.title)} description={intl.formatMessage(descriptionMessage, { email })}>
      <SavedSettingsState loading={loading} error={error} ready={!!n} onRetry={retry}>
        {n && (
          <>
            {CHANNEL_GROUPS.map((group) => (
              <ChannelGroup
                key={group.inApp}
                title={intl.formatMessage(group.title)}
                hint={intl.formatMessage(group.hint)}
                inApp={n[group.inApp]}
                email={n[group.email]}
                onInAppChange={(on) => void change({ notifications: { [group.inApp]: on } })}
                onEmailChange={(on) => void change({ notifications: { [group.email]: on } })}
              />
            ))}
            <PushSettings />
          </>
        )}
      </SavedSettingsState>
    </SettingsSection>
  );
}
