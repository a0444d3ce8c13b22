import { MEMBER_SCREENS } from '../../../shared/domain/memberScreens';

/** The member screens' route patterns, split into segments ('member/:id' → ['member', ':id']). */
const MEMBER_PATTERNS = MEMBER_SCREENS.filter((s) => s.area === 'member').map((s) =>
  s.path.split('/'),
);

/** A pathname one of the member screens answers ('/my_profile', '/member/12'). */
function isMemberScreen(pathname: string): boolean {
  const parts = pathname.slice(1).split('/');
  return MEMBER_PATTERNS.some(
    (pattern) =>
      pattern.length === parts.length &&
      pattern.every((p, i) => {
        const part = parts[i] ?? '';
        if (!p.startsWith(':')) return p === part;
        return /^[\w%=+-]+$/.test(part);
      }),
  );
}

/**
 * The ?next= of /login: only a member screen of this site (one leading slash, no scheme, no
 * "//host", a path the member frame answers), with its query; never an open redirect. Anything
 * else falls back to the seed's /home (requirements 8.2.4, issue #15 item 8).
 */
export function safeReturnPath(next: string | null): string | null {
  if (!next || next.length > 512) return null;
  if (!/^\/(?![/\\])/.test(next) || next.includes('\\')) return null;
  if ([...next].some((c) => c.charCodeAt(0) < 32)) return null;
  const pathname = next.split(/[?#]/, 1)[0] ?? '';
  return isMemberScreen(pathname) ? next : null;
}

/** Where a visitor sent away from a member page is taken: the login, then back. */
export const loginPathFor = (path: string) => `/login?next=${encodeURIComponent(path)}`;
