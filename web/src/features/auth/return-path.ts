/** The query parameter of /auth that names where a sign-in returns to (`/auth?next=%2Fsettings`). */
export const RETURN_PARAM = 'next';

/**
 * A return path she may be sent to after signing in, or null: only a path on this site (`/settings?tab=x#y`), never
 * another origin (`//evil.example`, `http:...`, `/\evil`), a control character or the sign-in screen itself.
 */
export function safeReturnPath(raw: string | null | undefined): string | null {
  if (!raw || raw.length > 2_000) return null;
  if (!raw.startsWith('/') || raw.startsWith('//')) return null;
  // Browsers read a backslash as a slash (`/\evil.example` is protocol-relative) and drop tabs and newlines.
  // eslint-disable-next-line no-control-regex
  if (/[\\\u0000-\u001f\u007f]/.test(raw)) return null;
  let url: URL;
  try {
    url = new URL(raw, 'https://tea.invalid');
  } catch {
    return null;
  }
  if (url.origin !== 'https://tea.invalid') return null;
  if (url.pathname === '/auth') return null;
  return `${url.pathname}${url.search}${url.hash}`;
}

/** The sign-in screen, returning to `path` afterwards (`/auth` alone when `path` is not a safe return path). */
export function signInPathFor(path: string): string {
  const next = safeReturnPath(path);
  return next && next !== '/' ? `/auth?${RETURN_PARAM}=${encodeURIComponent(next)}` : '/auth';
}
