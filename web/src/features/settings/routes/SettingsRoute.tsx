import { defineMessages, useIntl } from 'react-intl';
import { Navigate, useLocation, useNavigate } from 'react-router-dom';
import { RequireAuth } from '../../auth/components/RequireAuth';
import { useCurrentUser } from '../../auth/hooks/useCurrentUser';
import { PageHeader, StyledNarrowPage } from '../../../ui/Page';
import { Tabs } from '../../../ui/Tabs';
import { pageTitle, useDocumentTitle } from '../../../ui/useDocumentTitle';
import { AppearanceSettingsTab } from '../components/AppearanceSettingsTab';
import { NotificationSettingsTab } from '../components/NotificationSettingsTab';
import { PrivacySettingsTab } from '../components/PrivacySettingsTab';
import { AccountSettingsTab } from '../components/AccountSettingsTab';
import { SecuritySettingsTab } from '../components/SecuritySettingsTab';
import { ProfileSettingsTab } from '../components/SettingsTabs';
import { ApiTokenSettings } from '../../api-tokens/components/ApiTokenSettings';
import { WatchSettings } from '../../watch/components/WatchSettings';

/** The tabs, in order; the open one is in the URL (`/settings/<tab>`; `/settings` is Profile). */
export const SETTINGS_TABS = ['profile', 'notifications', 'privacy', 'appearance', 'security', 'watches', 'api', 'account'] as const;
export type SettingsTab = (typeof SETTINGS_TABS)[number];

const isSettingsTab = (value: string | undefined): value is SettingsTab => SETTINGS_TABS.includes(value as SettingsTab);

/** The address of a Settings tab. */
export const settingsPath = (tab: SettingsTab) => (tab === 'profile' ? '/settings' : `/settings/${tab}`);

const messages = defineMessages({
  title: { id: 'settings.page.title', defaultMessage: 'Settings' },
  description: { id: 'settings.page.description', defaultMessage: 'Manage your account and preferences.' },
  sections: { id: 'settings.page.sections', defaultMessage: 'Settings sections' },
  profile: { id: 'settings.tabs.profile', defaultMessage: 'Profile' },
  notifications: { id: 'settings.tabs.notifications', defaultMessage: 'Notifications' },
  privacy: { id: 'settings.tabs.privacy', defaultMessage: 'Privacy' },
  appearance: { id: 'settings.tabs.appearance', defaultMessage: 'Appearance' },
  security: { id: 'settings.tabs.security', defaultMessage: 'Security' },
  watches: { id: 'settings.tabs.watches', defaultMessage: 'Watches' },
  api: { id: 'settings.tabs.api', defaultMessage: 'API' },
  account: { id: 'settings.tabs.account', defaultMessage: 'Account' },
});

function SettingsContent() {
  const intl = useIntl();
  const { user } = useCurrentUser();
  // Read from the path (not a route parameter), so /settings and /settings/<tab> are one screen that stays mounted.
  const tab = /^\/settings\/([^/]+)\/?$/.exec(useLocation().pathname)?.[1];
  const navigate = useNavigate();
  if (!user) return null;
  // An unknown /settings/<tab> (an old link, a typo) opens the first tab.
  if (tab !== undefined && !isSettingsTab(tab)) return <Navigate to="/settings" replace />;
  return (
    <StyledNarrowPage>
      <PageHeader title={intl.formatMessage(messages.title)} description={intl.formatMessage(messages.description)} />
      <Tabs
        label={intl.formatMessage(messages.sections)}
        layout="scroll"
        value={tab ?? 'profile'}
        onValueChange={(value) => navigate(settingsPath(value as SettingsTab), { replace: true })}
        items={[
          { value: 'profile', label: intl.formatMessage(messages.profile), content: <ProfileSettingsTab user={user} /> },
          { value: 'notifications', label: intl.formatMessage(messages.notifications), content: <NotificationSettingsTab email={user.email} /> },
          { value: 'privacy', label: intl.formatMessage(messages.privacy), content: <PrivacySettingsTab /> },
          { value: 'appearance', label: intl.formatMessage(messages.appearance), content: <AppearanceSettingsTab /> },
          { value: 'security', label: intl.formatMessage(messages.security), content: <SecuritySettingsTab /> },
          { value: 'watches', label: intl.formatMessage(messages.watches), content: <WatchSettings /> },
          { value: 'api', label: intl.formatMessage(messages.api), content: <ApiTokenSettings adminTools={user.viewerCan.useAdminTools} /> },
          { value: 'account', label: intl.formatMessage(messages.account), content: <AccountSettingsTab /> },
        ]}
      />
    </StyledNarrowPage>
  );
}

/**
 * /settings and /settings/<tab> (signed in): username, the notification, privacy and appearance settings saved to her account, security
 * (two-step sign-in, where she is signed in), her name watches, her API tokens and the account itself.
 */
export function SettingsRoute() {
  const intl = useIntl();
  useDocumentTitle(pageTitle(intl.formatMessage(messages.title)));
  return (
    <RequireAuth>
      <SettingsContent />
    </RequireAuth>
  );
}
