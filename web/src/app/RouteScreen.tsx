import { lazy, Suspense, useState, type ComponentType } from 'react';
import { CenteredSpinner } from '../ui/Spinner';
import { loadedRoute, loadRoute, type RouteKey } from './routes';

const lazyScreens = new Map<RouteKey, ComponentType>();

function lazyScreen(route: RouteKey): ComponentType {
  let screen = lazyScreens.get(route);
  if (!screen) {
    screen = lazy(async () => ({ default: await loadRoute(route) }));
    lazyScreens.set(route, screen);
  }
  return screen;
}

export type RouteScreenProps = { route: RouteKey };

/**
 * A top-level screen from its own chunk (app/routes.ts). When its code has already arrived (boot.ts asked for it
 * with the page), it renders at once; otherwise a centred spinner shows while it loads. The choice is made once per
 * mount, so a screen is never remounted when its code arrives. Render it with `key={route}`.
 */
export function RouteScreen({ route }: RouteScreenProps) {
  const [Screen] = useState<ComponentType>(() => loadedRoute(route) ?? lazyScreen(route));
  return (
    <Suspense fallback={<CenteredSpinner />}>
      <Screen />
    </Suspense>
  );
}
