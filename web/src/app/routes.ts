import type { ComponentType } from 'react';
import { withTrustContent } from '../features/trust/content/translations';

/**
 * The app's top-level screens (SPEC §2) and their code. Each screen is its own chunk, loaded on first use, so a
 * visitor's first screen downloads only what it needs (issue 7). `boot.ts` starts loading the screen of the URL
 * before the rest of the app has arrived; the router (router.tsx) renders from the same table. A trust page's loader also
 * loads its text in the page's language (features/trust/content/translations.ts), so it is drawn in it at once.
 */
const LOADERS = {
  home: () => import('../features/home/routes/HomeRoute').then((m) => m.HomeRoute),
  auth: () => import('../features/auth/routes/AuthRoute').then((m) => m.AuthRoute),
  profile: () => import('../features/profile/routes/ProfileRoute').then((m) => m.ProfileRoute),
  addPerson: () => import('../features/add-person/routes/AddPersonRoute').then((m) => m.AddPersonRoute),
  photoCheck: () => import('../features/photo-check/routes/PhotoCheckRoute').then((m) => m.PhotoCheckRoute),
  reviews: () => import('../features/reports/routes/MyReportsRoute').then((m) => m.MyReportsRoute),
  settings: () => import('../features/settings/routes/SettingsRoute').then((m) => m.SettingsRoute),
  myProfile: () => import('../features/my-profile/routes/MyProfileRoute').then((m) => m.MyProfileRoute),
  search: () => import('../features/search/routes/SearchRoute').then((m) => m.SearchRoute),
  removalRequest: () => import('../features/removal/routes/RemovalRequestRoute').then((m) => m.RemovalRequestRoute),
  confirmRemovalRequest: () => import('../features/removal/routes/ConfirmRemovalRequestRoute').then((m) => m.ConfirmRemovalRequestRoute),
  appeal: () => import('../features/appeal/routes/AppealRoute').then((m) => m.AppealRoute),
  resetPassword: () => import('../features/auth/routes/ResetPasswordRoute').then((m) => m.ResetPasswordRoute),
  confirmEmail: () => import('../features/auth/routes/ConfirmEmailRoute').then((m) => m.ConfirmEmailRoute),
  unlockAccount: () => import('../features/auth/routes/UnlockAccountRoute').then((m) => m.UnlockAccountRoute),
  guidelines: () =>
    withTrustContent(
      'guidelines',
      import('../features/trust/routes/GuidelinesRoute').then((m) => m.GuidelinesRoute),
    ),
  moderation: () =>
    withTrustContent(
      'moderation',
      import('../features/trust/routes/ModerationRoute').then((m) => m.ModerationRoute),
    ),
  privacy: () =>
    withTrustContent(
      'privacy',
      import('../features/trust/routes/PrivacyRoute').then((m) => m.PrivacyRoute),
    ),
  terms: () =>
    withTrustContent(
      'terms',
      import('../features/trust/routes/TermsRoute').then((m) => m.TermsRoute),
    ),
  contact: () =>
    withTrustContent(
      'contact',
      import('../features/trust/routes/ContactRoute').then((m) => m.ContactRoute),
    ),
  developers: () =>
    withTrustContent(
      'developers',
      import('../features/trust/routes/DevelopersRoute').then((m) => m.DevelopersRoute),
    ),
  transparency: () => import('../features/transparency/routes/TransparencyRoute').then((m) => m.TransparencyRoute),
  adminPortal: () => import('../features/admin/portal/routes/AdminPortalRoute').then((m) => m.AdminPortalRoute),
} satisfies Record<string, () => Promise<ComponentType>>;

export type RouteKey = keyof typeof LOADERS;

export type AppRoute = { path: string; route: RouteKey };

/** Screens everyone can open (guarded ones show the sign-in card themselves). */
export const ROUTES: readonly AppRoute[] = [
  { path: '/', route: 'home' },
  { path: '/auth', route: 'auth' },
  { path: '/profile/:id', route: 'profile' },
  { path: '/add-person', route: 'addPerson' },
  { path: '/photo-check', route: 'photoCheck' },
  { path: '/reviews', route: 'reviews' },
  { path: '/settings', route: 'settings' },
  { path: '/settings/:tab', route: 'settings' },
  { path: '/my-profile', route: 'myProfile' },
  { path: '/search', route: 'search' },
  { path: '/removal-request/confirm', route: 'confirmRemovalRequest' },
  { path: '/removal-request', route: 'removalRequest' },
  { path: '/appeal', route: 'appeal' },
  { path: '/reset-password', route: 'resetPassword' },
  { path: '/confirm-email', route: 'confirmEmail' },
  { path: '/unlock-account', route: 'unlockAccount' },
  { path: '/guidelines', route: 'guidelines' },
  { path: '/moderation', route: 'moderation' },
  { path: '/privacy', route: 'privacy' },
  { path: '/terms', route: 'terms' },
  { path: '/contact', route: 'contact' },
  { path: '/developers', route: 'developers' },
  { path: '/transparency', route: 'transparency' },
];

/** The admin portal's entry screen (signed-in members only; the console's screens load in AdminRoutes.tsx). */
export const ADMIN_PORTAL: AppRoute = { path: '/admin', route: 'adminPortal' };

export type RouteMatch = { route: RouteKey; params: Record<string, string> };

/** The screen for a pathname, matched like the router does (exact segments, `:name` parameters), or null. */
export function matchRoute(pathname: string): RouteMatch | null {
  const segments = pathname.replace(/\/+$/, '').split('/').slice(1);
  for (const { path, route } of [...ROUTES, ADMIN_PORTAL]) {
    const pattern = path === '/' ? [] : path.split('/').slice(1);
    if (pattern.length !== segments.length && !(path === '/' && segments.length === 0)) continue;
    const params: Record<string, string> = {};
    const ok = pattern.every((part, i) => {
      if (part.startsWith(':')) {
        try {
          params[part.slice(1)] = decodeURIComponent(segments[i]);
        } catch {
          return false;
        }
        return segments[i] !== '';
      }
      return part === segments[i];
    });
    if (ok) return { route, params };
  }
  return null;
}

const pending = new Map<RouteKey, Promise<ComponentType>>();
const loaded = new Map<RouteKey, ComponentType>();

/** Loads a screen's code once (later calls share the first load); a failed load may be tried again. */
export function loadRoute(route: RouteKey): Promise<ComponentType> {
  let load = pending.get(route);
  if (!load) {
    load = LOADERS[route]().then(
      (screen) => {
        loaded.set(route, screen);
        return screen;
      },
      (error: unknown) => {
        pending.delete(route);
        throw error;
      },
    );
    pending.set(route, load);
  }
  return load;
}

/** The screen's component when its code has already arrived (rendered at once, without a loading state). */
export function loadedRoute(route: RouteKey): ComponentType | undefined {
  return loaded.get(route);
}
