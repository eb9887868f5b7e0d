import { RequireAuth } from '../../auth/components/RequireAuth';
import { useCurrentUser } from '../../auth/hooks/useCurrentUser';
import { PageHeader, StyledPage } from '../../../ui/Page';
import { Tabs } from '../../../ui/Tabs';
import { pageTitle, useDocumentTitle } from '../../../ui/useDocumentTitle';
import { AppearanceSettingsTab } from '../components/AppearanceSettingsTab';
import { NotificationSettingsTab } from '../components/NotificationSettingsTab';
import { PrivacySettingsTab } from '../components/PrivacySettingsTab';
import { AccountSettingsTab } from '../components/AccountSettingsTab';
import { SecuritySettingsTab } from '../components/SecuritySettingsTab';
import { ProfileSettingsTab } from '../components/SettingsTabs';
import { ApiTokenSettings } from '../../api-tokens/components/ApiTokenSettings';

function SettingsContent() {
  const { user } = useCurrentUser();
  if (!user) return null;
  return (
    <StyledPage>
      <PageHeader title="Settings" description="Manage your account and preferences." />
      <Tabs
        label="Settings sections"
        defaultValue="profile"
        items={[
          { value: 'profile', label: 'Profile', content: <ProfileSettingsTab user={user} /> },
          { value: 'notifications', label: 'Notifications', content: <NotificationSettingsTab email={user.email} /> },
          { value: 'privacy', label: 'Privacy', content: <PrivacySettingsTab /> },
          { value: 'appearance', label: 'Appearance', content: <AppearanceSettingsTab /> },
          { value: 'security', label: 'Security', content: <SecuritySettingsTab /> },
          { value: 'api', label: 'API', content: <ApiTokenSettings adminTools={user.viewerCan.useAdminTools} /> },
          { value: 'account', label: 'Account', content: <AccountSettingsTab /> },
        ]}
      />
    </StyledPage>
  );
}

/**
 * /settings (signed in): username, the notification, privacy and appearance settings saved to her account, security
 * (two-step sign-in, where she is signed in), her API tokens and the account itself.
 */
export function SettingsRoute() {
  useDocumentTitle(pageTitle('Settings'));
  return (
    <RequireAuth>
      <SettingsContent />
    </RequireAuth>
  );
}
