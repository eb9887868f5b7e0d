import { FormattedMessage } from 'react-intl';
import type { CurrentUser } from '../../auth/hooks/useCurrentUser';
import { ButtonLink } from '../../../ui/Button';
import { ShieldCheckIcon } from '../../../ui/icons';
import { NotificationBell } from './NotificationBell';
import { UserMenu } from './UserMenu';

export type MemberAccountProps = { user: CurrentUser; variant: 'desktop' | 'mobile' };

/**
 * The header's bell and avatar menu, for signed-in members only; on desktop an admin also gets a visible 'Admin' link
 * into the console (the menus offer 'Admin Panel' as well). Its own chunk (Headers.tsx loads it when a member is
 * signed in): a visitor's first screen never downloads the notifications panel, the menu or their documents.
 */
export function MemberAccount({ user, variant }: MemberAccountProps) {
  return (
    <>
      {variant === 'desktop' && user.viewerCan.useAdminTools && (
        <ButtonLink to="/admin" variant="ghost">
          <ShieldCheckIcon size={18} />
          <FormattedMessage id="shell.header.admin" defaultMessage="Admin" description="Header link to the admin console." />
        </ButtonLink>
      )}
      <NotificationBell />
      <UserMenu user={user} variant={variant} />
    </>
  );
}
