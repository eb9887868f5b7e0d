import type { CurrentUser } from '../../auth/hooks/useCurrentUser';
import { TextField } from '../../../ui/Field';
import { UsernameForm } from '../forms/UsernameForm';
import { SettingsSection } from './SettingsSection';

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
