import { useCallback, useId, useState } from 'react';
import { defineMessage, defineMessages, useIntl, type MessageDescriptor } from 'react-intl';
import styled from 'styled-components';
import { Switch } from '../../../ui/Switch';
import { TextField } from '../../../ui/Field';
import { StyledVisuallyHidden } from '../../../ui/VisuallyHidden';
import type { MyPreferences } from '../../preferences/hooks/useMyPreferences';
import { useSavedSettings } from '../hooks/useSavedSettings';
import { SavedSettingsState } from './SavedSettingsState';
import { SettingsSection } from './SettingsSection';
import { Heading } from '../../../ui/Text';
import { PushSettings } from '../../notifications/push/PushSettings';
import type { PushBrowser } from '../../notifications/push/push-subscription';

const StyledHint = styled.p`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.mutedForeground};
`;

const StyledGroup = styled.div`
  display: flex;
  flex-direction: column;
  gap: 0.5rem;
  padding-top: 1rem;
  border-top: ${({ theme }) => theme.borders.hairline};
`;

const StyledTable = styled.table`
  width: 100%;
  border-collapse: collapse;
  table-layout: fixed;

  th,
  td {
    padding: 0.5rem 0.25rem;
    border-bottom: ${({ theme }) => theme.borders.hairline};
    vertical-align: middle;
  }

  thead th {
    font-size: ${({ theme }) => theme.fontSizes.sm};
    font-weight: 600;
    text-align: center;
    overflow-wrap: anywhere;
  }

  thead th:first-child,
  tbody th {
    text-align: left;
  }

  /* The kind's name takes what the three channel columns leave: about 3.75rem each, enough at 390 px. */
  col.channel {
    width: 3.75rem;
  }

  tbody th {
    font-weight: 600;
    overflow-wrap: anywhere;
  }

  td {
    text-align: center;
  }

  input[type='checkbox'] {
    width: 1.25rem;
    height: 1.25rem;
    margin: 0;
    accent-color: ${({ theme }) => theme.colors.primary};
    cursor: pointer;
  }

  input[type='checkbox']:disabled {
    cursor: not-allowed;
  }

  input[type='checkbox']:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.ring};
    outline-offset: 2px;
  }
`;

const StyledKindHint = styled(StyledHint)`
  margin: 0;
  font-weight: 400;
`;

const StyledTimes = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 1rem;

  & > * {
    flex: 1 1 8rem;
  }
`;

const descriptionMessage = defineMessage<{ email: string }>({
  id: 'settings.notifications.description',
  defaultMessage: 'Choose how you hear about each kind of news: in the app, by push on your devices, or by e-mail to {email}.',
});

const messages = defineMessages({
  title: { id: 'settings.notifications.title', defaultMessage: 'Notifications' },
  tableCaption: { id: 'settings.notifications.tableCaption', defaultMessage: 'How you hear about each kind of notification' },
  kind: { id: 'settings.notifications.kind', defaultMessage: 'Kind', description: 'Column header: the kinds of notification.' },
  inApp: { id: 'settings.notifications.inApp', defaultMessage: 'In the app' },
  push: { id: 'settings.notifications.push', defaultMessage: 'Push', description: 'Column header: push notifications on her devices.' },
  byEmail: { id: 'settings.notifications.byEmail', defaultMessage: 'By e-mail' },
  decisionsTitle: { id: 'settings.notifications.decisionsTitle', defaultMessage: 'Decisions about my content' },
  decisionsHint: {
    id: 'settings.notifications.decisionsHint',
    defaultMessage: 'A moderator approved, rejected or removed one of your reports, or a photo you added.',
  },
  newReportsTitle: { id: 'settings.notifications.newReportsTitle', defaultMessage: 'New reports on people I added' },
  newReportsHint: { id: 'settings.notifications.newReportsHint', defaultMessage: 'A new report about someone you added was published.' },
  flagsTitle: { id: 'settings.notifications.flagsTitle', defaultMessage: 'Flags I raised' },
  flagsHint: { id: 'settings.notifications.flagsHint', defaultMessage: 'What the moderators decided about a report you flagged.' },
  appealsTitle: { id: 'settings.notifications.appealsTitle', defaultMessage: 'My appeals' },
  appealsHint: { id: 'settings.notifications.appealsHint', defaultMessage: 'The outcome of an appeal you made.' },
  accountTitle: { id: 'settings.notifications.accountTitle', defaultMessage: 'Account and security' },
  accountHint: { id: 'settings.notifications.accountHint', defaultMessage: 'Your ID check, a suspension ending, and other news about your account.' },
  watchesTitle: { id: 'settings.notifications.watchesTitle', defaultMessage: 'Names I watch' },
  watchesHint: {
    id: 'settings.notifications.watchesHint',
    defaultMessage: 'A profile matching one of your name watches was published, or a watch was ended.',
  },
  pushOff: {
    id: 'settings.notifications.pushOff',
    defaultMessage: 'To choose pushes, first turn on notifications on this device below.',
    description: 'Under the table while push is off in this browser: the Push column is disabled.',
  },
  alwaysSent: {
    id: 'settings.notifications.alwaysSent',
    defaultMessage:
      'Some e-mails always go, whatever you choose here: security e-mails (password reset, sign-in codes) and the e-mail about a decision that removes, hides or changes your content or restricts your account, with its reasons and how to appeal.',
  },
  sounds: { id: 'settings.notifications.sounds', defaultMessage: 'Play a sound' },
  soundsHint: { id: 'settings.notifications.soundsHint', defaultMessage: 'A short sound when a notification arrives while Tea is open.' },
  pushDetails: { id: 'settings.notifications.pushDetails', defaultMessage: 'Show details on my lock screen' },
  pushDetailsHint: {
    id: 'settings.notifications.pushDetailsHint',
    defaultMessage: "Names and the text of reports may then show on your lock screen, where others can see them. Off, it only says there's a new notification.",
  },
  quietHoursTitle: { id: 'settings.notifications.quietHoursTitle', defaultMessage: 'Quiet hours' },
  quietHours: { id: 'settings.notifications.quietHours', defaultMessage: 'Hold pushes during quiet hours' },
  quietHoursHint: {
    id: 'settings.notifications.quietHoursHint',
    defaultMessage: 'Pushes wait until quiet hours end, in your time zone. Notifications in the app still arrive at once.',
  },
  quietFrom: { id: 'settings.notifications.quietFrom', defaultMessage: 'From', description: 'Quiet hours start time.' },
  quietUntil: { id: 'settings.notifications.quietUntil', defaultMessage: 'Until', description: 'Quiet hours end time.' },
});

/** A checkbox's name for screen readers: the kind and the channel (the visible headers say the same). */
const checkboxNames = {
  InApp: defineMessage<{ kind: string }>({ id: 'settings.notifications.inAppFor', defaultMessage: '{kind}: in the app' }),
  Push: defineMessage<{ kind: string }>({ id: 'settings.notifications.pushFor', defaultMessage: '{kind}: push' }),
  Email: defineMessage<{ kind: string }>({ id: 'settings.notifications.emailFor', defaultMessage: '{kind}: by e-mail' }),
};

type Choices = MyPreferences['notifications'];
type Kind = 'decisions' | 'newReports' | 'flags' | 'appeals' | 'account' | 'watches';
type Channel = 'InApp' | 'Push' | 'Email';
type ChoiceKey = `${Kind}${Channel}` & keyof Choices;

/** The rows: each kind of notification she chooses channels for (the server's kinds, api preferences.inputs.ts). */
const KINDS: readonly { kind: Kind; title: MessageDescriptor; hint: MessageDescriptor }[] = [
  { kind: 'decisions', title: messages.decisionsTitle, hint: messages.decisionsHint },
  { kind: 'newReports', title: messages.newReportsTitle, hint: messages.newReportsHint },
  { kind: 'flags', title: messages.flagsTitle, hint: messages.flagsHint },
  { kind: 'appeals', title: messages.appealsTitle, hint: messages.appealsHint },
  { kind: 'account', title: messages.accountTitle, hint: messages.accountHint },
  { kind: 'watches', title: messages.watchesTitle, hint: messages.watchesHint },
];
const CHANNELS: readonly { channel: Channel; header: MessageDescriptor }[] = [
  { channel: 'InApp', header: messages.inApp },
  { channel: 'Push', header: messages.push },
  { channel: 'Email', header: messages.byEmail },
];

/** The two ends of the quiet-hours window. */
const QUIET_TIMES = [
  { edge: 'start', label: messages.quietFrom },
  { edge: 'end', label: messages.quietUntil },
] as const;

type ChoicesTableProps = {
  choices: Choices;
  pushOn: boolean;
  onChange: (key: ChoiceKey, on: boolean) => void;
};

/** Rows = kinds, columns = in app / push / e-mail: one labelled checkbox each. Push waits until push is on here. */
function ChoicesTable({ choices, pushOn, onChange }: ChoicesTableProps) {
  const intl = useIntl();
  const id = useId();
  return (
    <>
      <StyledTable>
        <caption>
          <StyledVisuallyHidden>{intl.formatMessage(messages.tableCaption)}</StyledVisuallyHidden>
        </caption>
        <colgroup>
          <col />
          {CHANNELS.map(({ channel }) => (
            <col key={channel} className="channel" />
          ))}
        </colgroup>
        <thead>
          <tr>
            <th scope="col">{intl.formatMessage(messages.kind)}</th>
            {CHANNELS.map(({ channel, header }) => (
              <th key={channel} scope="col">
                {intl.formatMessage(header)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {KINDS.map(({ kind, title, hint }) => {
            const name = intl.formatMessage(title);
            return (
              <tr key={kind}>
                <th scope="row">
                  {name}
                  <StyledKindHint>{intl.formatMessage(hint)}</StyledKindHint>
                </th>
                {CHANNELS.map(({ channel }) => {
                  const key = `${kind}${channel}` as ChoiceKey;
                  const disabled = channel === 'Push' && !pushOn;
                  return (
                    <td key={channel}>
                      <input
                        type="checkbox"
                        aria-label={intl.formatMessage(checkboxNames[channel], { kind: name })}
                        aria-describedby={disabled ? `${id}-push-off` : undefined}
                        checked={choices[key]}
                        disabled={disabled}
                        onChange={(event) => onChange(key, event.target.checked)}
                      />
                    </td>
                  );
                })}
              </tr>
            );
          })}
        </tbody>
      </StyledTable>
      {!pushOn && <StyledHint id={`${id}-push-off`}>{intl.formatMessage(messages.pushOff)}</StyledHint>}
      <StyledHint>{intl.formatMessage(messages.alwaysSent)}</StyledHint>
    </>
  );
}

export type NotificationSettingsTabProps = {
  email: string;
  /** This browser's Push API (the default: the real one; tests pass a stand-in). */
  pushBrowser?: PushBrowser | null;
};

/**
 * Settings > Notifications: for each kind of notification, in the app, by push and by e-mail (the server enforces
 * them); sounds; push on this device; details on the lock screen; quiet hours. Each change is saved at once.
 */
export function NotificationSettingsTab({ email, pushBrowser }: NotificationSettingsTabProps) {
  const intl = useIntl();
  const { preferences, loading, error, retry, change } = useSavedSettings();
  const [pushOn, setPushOn] = useState(false);
  const onSubscribedChange = useCallback((subscribed: boolean) => setPushOn(subscribed), []);
  const n = preferences?.notifications;
  const quiet = n?.quietHours;
  const changeQuietHours = (patch: Partial<{ enabled: boolean; start: string; end: string }>) => {
    if (!quiet) return;
    // The whole window each time, so what shows at once is what the server will answer.
    void change({ notifications: { quietHours: { enabled: quiet.enabled, start: quiet.start, end: quiet.end, ...patch } } });
  };
  return (
    <SettingsSection title={intl.formatMessage(messages.title)} description={intl.formatMessage(descriptionMessage, { email })}>
      <SavedSettingsState loading={loading} error={error} ready={!!n} onRetry={retry}>
        {n && quiet && (
          <>
            <ChoicesTable choices={n} pushOn={pushOn} onChange={(key, on) => void change({ notifications: { [key]: on } })} />
            <Switch
              label={intl.formatMessage(messages.sounds)}
              description={intl.formatMessage(messages.soundsHint)}
              checked={n.sounds}
              onCheckedChange={(on) => void change({ notifications: { sounds: on } })}
            />
            <PushSettings browser={pushBrowser} onSubscribedChange={onSubscribedChange} />
            <Switch
              label={intl.formatMessage(messages.pushDetails)}
              description={intl.formatMessage(messages.pushDetailsHint)}
              checked={n.pushDetails}
              onCheckedChange={(on) => void change({ notifications: { pushDetails: on } })}
            />
            <StyledGroup role="group" aria-label={intl.formatMessage(messages.quietHoursTitle)}>
              <Heading as="h3" $size="base">
                {intl.formatMessage(messages.quietHoursTitle)}
              </Heading>
              <Switch
                label={intl.formatMessage(messages.quietHours)}
                description={intl.formatMessage(messages.quietHoursHint)}
                checked={quiet.enabled}
                onCheckedChange={(on) => changeQuietHours({ enabled: on })}
              />
              <StyledTimes>
                {QUIET_TIMES.map(({ edge, label }) => (
                  <TextField
                    key={edge}
                    type="time"
                    label={intl.formatMessage(label)}
                    value={quiet[edge]}
                    disabled={!quiet.enabled}
                    onChange={(event) => event.target.value && changeQuietHours({ [edge]: event.target.value })}
                  />
                ))}
              </StyledTimes>
            </StyledGroup>
          </>
        )}
      </SavedSettingsState>
    </SettingsSection>
  );
}
