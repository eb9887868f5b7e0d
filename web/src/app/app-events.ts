/**
 * Window events the app's parts tell each other by (no imports between them, so the first screen loads neither side's
 * code for the other): the service worker's registration (app/service-worker.ts, loaded after `load`) and AppStatus.
 */

/** A new build's service worker is installed and waiting for the page's go-ahead. */
export const UPDATE_READY_EVENT = 'tea:update-ready';
