import { useEffect, useState } from 'react';
import { defineMessage, defineMessages, useIntl } from 'react-intl';
import styled from 'styled-components';
import { Switch } from '../../../ui/Switch';
import { browserPush, isSubscribed, turnPushOff, turnPushOn, type PushBrowser } from './push-subscription';

const messages = defineMessages({
  label: { id: 'notifications.push.label', defaultMessage: 'Notifications on this device', description: 'Switch: Web Push on this browser.' },
  hint: {
    id: 'notifications.push.hint',
    defaultMessage: 'Your lock screen only says that you have a new notification on Tea, unless you choose to show details below.',
    description: 'Under the push switch: what a push shows.',
  },
  unsupported: {
    id: 'notifications.push.unsupported',
    defaultMessage: 'This browser cannot show notifications from Tea. On an iPhone, add Tea to your home screen first.',
  },
  denied: {
    id: 'notifications.push.denied',
    defaultMessage: "Notifications are blocked for Tea in this browser's settings. Allow them there, then turn this on.",
  },
});

const failedMessage = defineMessage<{ reason: string }>({ id: 'notifications.push.failed', defaultMessage: 'Notifications could not be changed: {reason}' });

const StyledNote = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.mutedForeground};
`;

export type PushSettingsProps = {
  browser?: PushBrowser | null;
  /** Told whether this browser receives pushes, once known and on every change (the settings table's push column). */
  onSubscribedChange?: (subscribed: boolean) => void;
};

/**
 * Settings > Notifications: Web Push on this device (issue 24). The browser asks her permission only when she turns it
 * on; off forgets this browser on the server and unsubscribes it.
 */
export function PushSettings({ browser = browserPush(), onSubscribedChange }: PushSettingsProps) {
  const intl = useIntl();
  const [on, setOn] = useState<boolean | null>(null);
  useEffect(() => {
    if (on !== null) onSubscribedChange?.(on);
  }, [on, onSubscribedChange]);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  useEffect(() => {
    if (!browser) return;
    let live = true;
    void isSubscribed(browser).then(
      (subscribed) => live && setOn(subscribed),
      () => live && setOn(false),
    );
    return () => {
      live = false;
    };
  }, [browser]);
  if (!browser) return <StyledNote>{intl.formatMessage(messages.unsupported)}</StyledNote>;
  const change = async (wanted: boolean) => {
    setBusy(true);
    setProblem(null);
    try {
      if (wanted) {
        const outcome = await turnPushOn(browser);
        if (outcome === 'denied') setProblem(intl.formatMessage(messages.denied));
        setOn(outcome === 'on');
      } else {
        await turnPushOff(browser);
        setOn(false);
      }
    } catch (error) {
      setProblem(intl.formatMessage(failedMessage, { reason: error instanceof Error ? error.message : String(error) }));
    } finally {
      setBusy(false);
    }
  };
  return (
    <>
      <Switch
        label={intl.formatMessage(messages.label)}
        description={intl.formatMessage(messages.hint)}
        checked={on === true}
        disabled={busy || on === null}
        onCheckedChange={(wanted) => void change(wanted)}
      />
      {problem && <StyledNote role="alert">{problem}</StyledNote>}
    </>
  );
}
