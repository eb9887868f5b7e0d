import { FormattedMessage, useIntl } from 'react-intl';
import styled from 'styled-components';
import { useLogout } from '../../auth/hooks/useLogout';
import { displayNameOf, type CurrentUser } from '../../auth/hooks/useCurrentUser';
import { Avatar } from '../../../ui/Avatar';
import { Badge } from '../../../ui/Badge';
import { LogOutIcon, ReportIcon, SettingsIcon, ShieldCheckIcon, UserIcon } from '../../../ui/icons';
import { Menu, MenuItem, StyledMenuSeparator } from '../../../ui/Menu';

const StyledSummary = styled.div`
  display: flex;
  flex-direction: column;
  gap: 0.125rem;
  padding: 0.5rem 0.75rem 0.625rem;
  border-bottom: ${({ theme }) => theme.borders.hairline};
  margin-bottom: 0.375rem;
`;

const StyledNameRow = styled.div`
  display: flex;
  align-items: center;
  gap: 0.5rem;
  font-weight: 700;
`;

const StyledEmail = styled.span`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.mutedForeground};
  overflow-wrap: anywhere;
`;

export type UserMenuProps = {
  user: CurrentUser;
  /** The desktop menu offers '+ Add Woman'; both offer 'Admin Panel' to admins. */
  variant: 'desktop' | 'mobile';
};

/** The avatar menu of the header (the mobile header's menu is the same, as `variant="mobile"`). */
export function UserMenu({ user, variant }: UserMenuProps) {
  const logout = useLogout();
  const name = displayNameOf(user);
  const intl = useIntl();
  return (
    <Menu
      label={intl.formatMessage({ id: 'shell.userMenu.label', defaultMessage: 'Account menu', description: 'Accessible name of the avatar menu.' })}
      trigger={<Avatar name={name} imageUrl={user.profileImageUrl} size={38} />}
      header={
        <StyledSummary>
          <StyledNameRow>
            <span>{name}</span>
            {user.idVerificationStatus === 'APPROVED' && (
              <Badge variant="success">
                <FormattedMessage id="shell.userMenu.verified" defaultMessage="Verified" description="Badge of a member whose ID is verified." />
              </Badge>
            )}
          </StyledNameRow>
          <StyledEmail>{user.email}</StyledEmail>
        </StyledSummary>
      }
    >
      {variant === 'desktop' && (
        <MenuItem to="/add-person">
          <FormattedMessage id="shell.userMenu.addWoman" defaultMessage="+ Add Woman" description="Menu item: add a person." />
        </MenuItem>
      )}
      <MenuItem to="/reviews">
        <ReportIcon size={18} />
        <FormattedMessage id="shell.userMenu.myReports" defaultMessage="My Reports" description="Menu item: her reports." />
      </MenuItem>
      <MenuItem to="/my-profile">
        <UserIcon size={18} />
        <FormattedMessage id="shell.userMenu.myProfile" defaultMessage="My profile & verification" description="Menu item: her profile and ID verification." />
      </MenuItem>
      <MenuItem to="/settings">
        <SettingsIcon size={18} />
        <FormattedMessage id="shell.userMenu.settings" defaultMessage="Settings" description="Menu item: settings." />
      </MenuItem>
      {user.viewerCan.useAdminTools && (
        <MenuItem to="/admin/verification">
          <ShieldCheckIcon size={18} />
          <FormattedMessage id="shell.userMenu.adminPanel" defaultMessage="Admin Panel" description="Menu item: the admin console." />
        </MenuItem>
      )}
      <StyledMenuSeparator />
      <MenuItem onSelect={() => void logout()}>
        <LogOutIcon size={18} />
        <FormattedMessage id="shell.userMenu.signOut" defaultMessage="Sign Out" description="Menu item: sign out." />
      </MenuItem>
    </Menu>
  );
}
