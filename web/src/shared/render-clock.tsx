import { createContext, startTransition, useContext, useEffect, useState, type ReactNode } from 'react';

/** The time zone server-rendered pages format dates in. */
export const SERVER_TIME_ZONE = 'UTC' as const;

/**
 * The clock that times on screen ('3 days ago', 'Mar 14, 2025') are computed with. A page rendered on the server
 * (entry-server.tsx) shows them as of the render, in UTC; while the browser hydrates that markup it must compute the
 * very same texts, so it renders with the server's time (passed in the page) and UTC too, then switches to its own
 * clock and time zone once hydrated. Without a server render, the live clock and the browser's time zone from the start.
 */
export type RenderClock = {
  /** The fixed time to render with, or null for the current time. */
  at: Date | null;
  /** The time zone of formatted dates, or undefined for the one she chose (`LiveTimeZoneContext`). */
  timeZone: typeof SERVER_TIME_ZONE | undefined;
};

/**
 * The time zone of a live render: hers (Settings > Appearance, saved on her account) or else the browser's own if it
 * is one of the four, else UTC (i18n/I18nProvider.tsx provides it).
 */
export const LiveTimeZoneContext = createContext<string | undefined>(undefined);

const LIVE: RenderClock = { at: null, timeZone: undefined };

const RenderClockContext = createContext<RenderClock>(LIVE);

export type RenderClockProviderProps = {
  /** When the server rendered the page (ISO), for the server render and the hydration of its markup; absent otherwise. */
  renderedAt?: string;
  children: ReactNode;
};

/**
 * The server render and the hydration of its markup see the server's clock; once hydrated, the page switches to the
 * live one as a transition: a low-priority render in slices that yield to the browser, after whatever is still
 * hydrating (an update at once would make React finish the hydration and re-render every time on screen in one
 * long task, the largest part of a visitor's Total Blocking Time). A browser render without server markup starts
 * with the live clock.
 */
export function RenderClockProvider({ renderedAt, children }: RenderClockProviderProps) {
  const [clock, setClock] = useState<RenderClock>(() => (renderedAt ? { at: new Date(renderedAt), timeZone: SERVER_TIME_ZONE } : LIVE));
  useEffect(() => {
    if (clock !== LIVE) startTransition(() => setClock(LIVE));
  }, [clock]);
  return <RenderClockContext.Provider value={clock}>{children}</RenderClockContext.Provider>;
}

/** The current render's clock: `now()` and the time zone to format dates in. */
export function useRenderClock(): { now: () => Date; timeZone: string | undefined } {
  const { at, timeZone } = useContext(RenderClockContext);
  const live = useContext(LiveTimeZoneContext);
  return { now: () => at ?? new Date(), timeZone: timeZone ?? live };
}
