import type { PushBrowser } from './push-subscription';

/** A VAPID public key as the server answers it (65 bytes, base64url). */
const KEY = 'BCk2dbyh_ZeVCszYbK5tPLNYMoV2lDh5J1W6Vz6p3Ar_fcQMw6zB3N8Bq_z1ZpZ5sZvW6h7rS2mAo7NnM0QvXzE';

/** A stand-in for the browser's Push API (tests only) and the network: records what the component asked of each. */
export function standInBrowser(permission: NotificationPermission = 'granted') {
  const calls: string[] = [];
  let subscription: { endpoint: string; toJSON(): unknown; unsubscribe(): Promise<boolean> } | null = null;
  const pushManager = {
    getSubscription: async () => subscription,
    subscribe: async (options: { userVisibleOnly: boolean; applicationServerKey: Uint8Array }) => {
      calls.push(`subscribe userVisibleOnly=${options.userVisibleOnly} key=${options.applicationServerKey.length} bytes`);
      subscription = {
        endpoint: 'https://fcm.googleapis.com/fcm/send/abc',
        toJSON: () => ({ endpoint: 'https://fcm.googleapis.com/fcm/send/abc', keys: { p256dh: 'p', auth: 'a' } }),
        unsubscribe: async () => {
          calls.push('unsubscribe');
          subscription = null;
          return true;
        },
      };
      return subscription;
    },
  };
  const registration = { pushManager } as unknown as ServiceWorkerRegistration;
  const browser: PushBrowser = {
    serviceWorker: { ready: Promise.resolve(registration), getRegistration: async () => registration },
    requestPermission: async () => {
      calls.push('ask permission');
      return permission;
    },
    permission: () => permission,
    fetch: (async (url: string, init?: RequestInit) => {
      calls.push(`${init?.method ?? 'GET'} ${url}${init?.body ? ` ${String(init.body)}` : ''}`);
      const body = url.endsWith('public-key') ? { publicKey: KEY } : {};
      return { ok: true, status: 200, json: async () => body } as Response;
    }) as typeof fetch,
  };
  return { browser, calls };
}
