/**
 * The ?next= of /login: only a path on this site (one leading slash, no scheme, no "//host"),
 * never the login page itself. Anything else falls back to the seed's /home.
 */
export function safeReturnPath(next: string | null): string | null {
  if (!next || next.length > 512) return null;
  if (!/^\/(?![/\\])/.test(next) || next.includes('\\')) return null;
  if ([...next].some((c) => c.charCodeAt(0) < 32)) return null;
  if (/^\/login(?:[/?#]|$)/.test(next)) return null;
  return next;
}

/** Where a visitor sent away from a member page is taken: the login, then back. */
export const loginPathFor = (path: string) => `/login?next=${encodeURIComponent(path)}`;
