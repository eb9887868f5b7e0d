import { useState } from 'react';
import type { CurrentUser } from '../../auth/hooks/useCurrentUser';
import { usePreferences } from '../../preferences/hooks/usePreferences';
import { ThemeSelector } from '../../preferences/components/ThemeSelector';
import { Button } from '../../../ui/Button';
import { SelectField, TextField } from '../../../ui/Field';
import { Switch } from '../../../ui/Switch';
import { useToast } from '../../../ui/toast/useToast';
import { UsernameForm } from '../forms/UsernameForm';
import { SettingsSection, StyledLocalNote } from './SettingsSection';

const LOCAL_ONLY = 'These choices are not saved yet.';

export type ProfileSettingsTabProps = { user: CurrentUser };

export function ProfileSettingsTab({ user }: ProfileSettingsTabProps) {
  return (
    <SettingsSection title="Profile" description="Your account details.">
      <TextField label="First name" value={user.firstName ?? ''} readOnly />
      <TextField label="Last name" value={user.lastName ?? ''} readOnly />
      <TextField label="Email" type="email" value={user.email} readOnly />
      <UsernameForm user={user} />
    </SettingsSection>
  );
}

export function NotificationSettingsTab() {
  const [connections, setConnections] = useState(true);
  const [reviews, setReviews] = useState(true);
  return (
    <SettingsSection title="Notifications" description="Choose what you hear about.">
      <Switch label="New connections" description="When someone connects with you" checked={connections} onCheckedChange={setConnections} />
      <Switch label="New reviews" description="When a report is added to a profile you follow" checked={reviews} onCheckedChange={setReviews} />
      <StyledLocalNote>{LOCAL_ONLY}</StyledLocalNote>
    </SettingsSection>
  );
}

export function PrivacySettingsTab() {
  const [visibility, setVisibility] = useState('public');
  const [showLocation, setShowLocation] = useState(true);
  const [showAge, setShowAge] = useState(true);
  const [allowMessages, setAllowMessages] = useState(true);
  return (
    <SettingsSection title="Privacy" description="Control what others can see.">
      <SelectField
        label="Profile visibility"
        value={visibility}
        onChange={(event) => setVisibility(event.target.value)}
        options={[
          { value: 'public', label: 'Public' },
          { value: 'connections', label: 'Connections only' },
          { value: 'private', label: 'Private' },
        ]}
      />
      <Switch label="Show location" checked={showLocation} onCheckedChange={setShowLocation} />
      <Switch label="Show age" checked={showAge} onCheckedChange={setShowAge} />
      <Switch label="Allow messages" checked={allowMessages} onCheckedChange={setAllowMessages} />
      <StyledLocalNote>{LOCAL_ONLY}</StyledLocalNote>
    </SettingsSection>
  );
}

export function AppearanceSettingsTab() {
  const { preferences, setTheme } = usePreferences();
  const [language, setLanguage] = useState('en');
  const [timeZone, setTimeZone] = useState('UTC');
  return (
    <SettingsSection title="Appearance" description="Theme and regional settings. The theme is saved on this device.">
      <Switch
        label="Dark mode"
        description="Use the dark theme"
        checked={preferences.theme === 'dark'}
        onCheckedChange={(dark) => setTheme(dark ? 'dark' : 'default')}
      />
      <ThemeSelector />
      <SelectField
        label="Language"
        value={language}
        onChange={(event) => setLanguage(event.target.value)}
        options={[
          { value: 'en', label: 'English' },
          { value: 'es', label: 'Español' },
          { value: 'fr', label: 'Français' },
          { value: 'de', label: 'Deutsch' },
        ]}
      />
      <SelectField
        label="Time zone"
        value={timeZone}
        onChange={(event) => setTimeZone(event.target.value)}
        options={[
          { value: 'UTC', label: 'UTC' },
          { value: 'America/Los_Angeles', label: 'Pacific Time' },
          { value: 'America/New_York', label: 'Eastern Time' },
          { value: 'America/Chicago', label: 'Central Time' },
        ]}
      />
      <StyledLocalNote>Language and time zone are not applied yet.</StyledLocalNote>
    </SettingsSection>
  );
}

export function AccountSettingsTab() {
  const { toast } = useToast();
  const notYet = (what: string) => toast({ title: `${what} is not available yet`, description: 'This arrives in a later release.' });
  return (
    <SettingsSection title="Account" description="Manage your account.">
      <StyledLocalNote as="p">Your account is protected by a secure, encrypted password and a session cookie that scripts cannot read.</StyledLocalNote>
      <Button variant="outline" onClick={() => notYet('Data export')}>
        Request Data Export
      </Button>
      <Button variant="destructive" onClick={() => notYet('Account deletion')}>
        Delete Account
      </Button>
    </SettingsSection>
  );
}
