import { lazy, Suspense } from 'react';
import { useCurrentUser } from '../../auth/hooks/useCurrentUser';

/** The banner's text and look, loaded only for a suspended member (SuspensionBannerText.tsx). */
const SuspensionBannerText = lazy(() => import('./SuspensionBannerText').then((m) => ({ default: m.SuspensionBannerText })));

/**
 * The signed-in member's running suspension (issue 10 item 6), on every screen: until when, why, and where to appeal
 * (My Reports lists her decisions with Appeal). Nothing for everyone else, or once the suspension has ended.
 */
export function SuspensionBanner() {
  const { user } = useCurrentUser();
  const until = user?.suspendedUntil;
  if (!until || new Date(until).getTime() <= Date.now()) return null;
  return (
    <Suspense fallback={null}>
      <SuspensionBannerText until={until} reason={user.suspensionReason} />
    </Suspense>
  );
}
