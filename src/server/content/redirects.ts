import { asArray, asObject, onlyKeys, requiredText } from './check';
import { ContentError } from './input';
import { unique } from './check';

/** A moved page: visitors and search engines that ask for `from` are sent to `to` (301). */
export interface Redirect {
  from: string;
  to: string;
}

export const REDIRECTS_META_KEY = 'redirects';

const SITE_PATH = /^\/(?!\/)[^\s?#]*$/;

/** content/redirects.json (optional): `[{ "from": "/old-slug", "to": "/new-slug" }]`. */
export function parseRedirects(value: unknown, file: string): Redirect[] {
  const redirects = asArray(value, file).map((item, i) => {
    const where = `${file}[${i}]`;
    const obj = asObject(item, where);
    onlyKeys(obj, ['from', 'to'], where);
    const from = requiredText(obj, 'from', where).replace(/(.)\/+$/, '$1');
    const to = requiredText(obj, 'to', where);
    if (!SITE_PATH.test(from) || !SITE_PATH.test(to.split(/[?#]/)[0] ?? '')) {
      throw new ContentError(
        `${where}: "from" and "to" must be paths of this site, like /old-page.`,
      );
    }
    if (from === to) throw new ContentError(`${where}: "from" and "to" are the same.`);
    return { from, to };
  });
  unique(
    redirects.map((r) => r.from),
    'from',
    file,
  );
  return redirects;
}

/** Where a path was moved to, or undefined; trailing slashes do not matter. */
export function redirectFor(redirects: readonly Redirect[], pathname: string): string | undefined {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return redirects.find((r) => r.from === path)?.to;
}
