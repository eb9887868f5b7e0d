import { RequireAuth } from '../../auth/components/RequireAuth';
import { useCurrentUser } from '../../auth/hooks/useCurrentUser';
import { PageHeader, StyledPage } from '../../../ui/Page';
import { Tabs } from '../../../ui/Tabs';
import { pageTitle, useDocumentTitle } from '../../../ui/useDocumentTitle';
import { AccountSettingsTab, AppearanceSettingsTab, NotificationSettingsTab, PrivacySettingsTab, ProfileSettingsTab } from '../components/SettingsTabs';

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
          { value: 'notifications', label: 'Notifications', content: <NotificationSettingsTab /> },
          { value: 'privacy', label: 'Privacy', content: <PrivacySettingsTab /> },
          { value: 'appearance', label: 'Appearance', content: <AppearanceSettingsTab /> },
          { value: 'account', label: 'Account', content: <AccountSettingsTab /> },
        ]}
      />
    </StyledPage>
  );
}

/** /settings (signed in). Only the username update talks to the server. */
export function SettingsRoute() {
  useDocumentTitle(pageTitle('Settings'));
  return (
    <RequireAuth>
      <SettingsContent />
    </RequireAuth>
  );
}
