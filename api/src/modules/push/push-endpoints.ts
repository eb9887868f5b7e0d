/**
 * Which push services the server sends to (issue 24: server-side request forgery). A subscription names a URL and the
 * server POSTs to it, so the URL must be a browser vendor's push service, never an address a member typed: the
 * allowlist is `PUSH_ENDPOINT_HOSTS`, a comma list of host names (`fcm.googleapis.com`), wildcards for a vendor's
 * subdomains (`*.notify.windows.com`) and, for a local stand-in in tests, `http://host:port` (the only way plain
 * http is ever allowed).
 */

/** The browsers' push services: Chrome/Edge/Opera (FCM), Firefox (Mozilla autopush), Safari (Apple), Windows (WNS). */
export const DEFAULT_PUSH_ENDPOINT_HOSTS = 'fcm.googleapis.com,updates.push.services.mozilla.com,web.push.apple.com,*.notify.windows.com';

type Rule = { protocol: 'https:' | 'http:'; host: string; wildcard: boolean };

export function parsePushEndpointHosts(list: string): Rule[] {
  return list
    .split(',')
    .map((entry) => entry.trim().toLowerCase())
    .filter(Boolean)
    .map((entry) => {
      if (entry.startsWith('http://')) return { protocol: 'http:', host: new URL(entry).host, wildcard: false } as const;
      const host = entry.replace(/^https:\/\//, '').replace(/\/+$/, '');
      return host.startsWith('*.')
        ? ({ protocol: 'https:', host: host.slice(1), wildcard: true } as const)
        : ({ protocol: 'https:', host, wildcard: false } as const);
    });
}

/** Whether `endpoint` is a URL on an allowed push service (no credentials, the default port of its scheme or the listed one). */
export function isAllowedEndpoint(endpoint: string, rules: readonly Rule[]): boolean {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return false;
  }
  if (url.username || url.password) return false;
  return rules.some((rule) => {
    if (url.protocol !== rule.protocol) return false;
    if (rule.protocol === 'http:') return url.host === rule.host;
    if (url.port) return false;
    return rule.wildcard ? url.hostname.endsWith(rule.host) && url.hostname.length > rule.host.length : url.hostname === rule.host;
  });
}
