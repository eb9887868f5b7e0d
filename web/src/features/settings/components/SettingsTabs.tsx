import { useIntl } from 'react-intl';
import type { CurrentUser } from '../../auth/hooks/useCurrentUser';
import { TextField } from '../../../ui/Field';
import { UsernameForm } from '../forms/UsernameForm';
import { SettingsSection } from './SettingsSection';

export type ProfileSettingsTabProps = { user: CurrentUser };

export function ProfileSettingsTab({ user }: ProfileSettingsTabProps) {
  const intl = useIntl();
  return (
    <SettingsSection
      title={intl.formatMessage({ id: 'settings.profile.title', defaultMessage: 'Profile' })}
      description={intl.formatMessage({ id: 'settings.profile.description', defaultMessage: 'Your account details.' })}
    >
      <TextField label={intl.formatMessage({ id: 'settings.profile.firstName', defaultMessage: 'First name' })} value={user.firstName ?? ''} readOnly />
      <TextField label={intl.formatMessage({ id: 'settings.profile.lastName', defaultMessage: 'Last name' })} value={user.lastName ?? ''} readOnly />
      <TextField label={intl.formatMessage({ id: 'settings.profile.email', defaultMessage: 'Email' })} type="email" value={user.email} readOnly />
      <UsernameForm user={user} />
    </SettingsSection>
  );
}
