/**
 * This browser's Web Push subscription (W3C Push API) and the API's push paths (api/src/rest/push.routes.ts). Kept
 * apart from the component so its steps can be tested with a stand-in browser.
 */

/** What the browser offers: the Push API through the service worker (web/sw/service-worker.js). */
export type PushBrowser = {
  serviceWorker: Pick<ServiceWorkerContainer, 'ready' | 'getRegistration'>;
  requestPermission(): Promise<NotificationPermission>;
  permission(): NotificationPermission;
  fetch: typeof fetch;
};

export const browserPush = (): PushBrowser | null =>
  typeof window !== 'undefined' && 'serviceWorker' in navigator && 'PushManager' in window && 'Notification' in window
    ? {
        serviceWorker: navigator.serviceWorker,
        requestPermission: () => Notification.requestPermission(),
        permission: () => Notification.permission,
        fetch: (...args) => fetch(...args),
      }
    : null;

/** A base64url VAPID key as the bytes `applicationServerKey` takes. */
export function keyBytes(base64url: string): Uint8Array<ArrayBuffer> {
  const base64 = base64url.replace(/-/g, '+').replace(/_/g, '/') + '='.repeat((4 - (base64url.length % 4)) % 4);
  const binary = atob(base64);
  const bytes = new Uint8Array(new ArrayBuffer(binary.length));
  for (let i = 0; i < binary.length; i += 1) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

async function ok(response: Response): Promise<Response> {
  if (!response.ok) {
    const body = (await response.json().catch(() => ({}))) as { message?: string };
    throw new Error(body.message ?? `HTTP ${response.status}`);
  }
  return response;
}

/** Whether this browser sends her pushes now. */
export async function isSubscribed(browser: PushBrowser): Promise<boolean> {
  const registration = await browser.serviceWorker.getRegistration();
  return !!(await registration?.pushManager.getSubscription());
}

/** Asks the browser's permission (only now, on her click), subscribes and tells the server. 'denied' if she said no. */
export async function turnPushOn(browser: PushBrowser): Promise<'on' | 'denied'> {
  if ((await browser.requestPermission()) !== 'granted') return 'denied';
  const { publicKey } = (await (await ok(await browser.fetch('/api/push/public-key'))).json()) as { publicKey: string };
  const registration = await browser.serviceWorker.ready;
  const subscription = await registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: keyBytes(publicKey) });
  await ok(
    await browser.fetch('/api/push/subscriptions', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(subscription.toJSON()),
    }),
  );
  return 'on';
}

/** Tells the server to forget this browser, then unsubscribes it. */
export async function turnPushOff(browser: PushBrowser): Promise<void> {
  const registration = await browser.serviceWorker.getRegistration();
  const subscription = await registration?.pushManager.getSubscription();
  if (!subscription) return;
  await ok(
    await browser.fetch('/api/push/subscriptions', {
      method: 'DELETE',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ endpoint: subscription.endpoint }),
    }),
  );
  await subscription.unsubscribe();
}
