import type { CurrentUser } from '../../auth/hooks/useCurrentUser';
import { NotificationBell } from './NotificationBell';
import { UserMenu } from './UserMenu';

export type MemberAccountProps = { user: CurrentUser; variant: 'desktop' | 'mobile' };

/**
 * The header's bell and avatar menu, for signed-in members only. Its own chunk (Headers.tsx loads it when a member is
 * signed in): a visitor's first screen never downloads the notifications panel, the menu or their documents.
 */
export function MemberAccount({ user, variant }: MemberAccountProps) {
  return (
    <>
      <NotificationBell />
      <UserMenu user={user} variant={variant} />
    </>
  );
}
