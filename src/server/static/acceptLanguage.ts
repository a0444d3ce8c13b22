import type { Language } from '../../shared/domain/languages';

/**
 * The language of the page the server writes, from the request's Accept-Language (issue #18
 * item 2): Hindi when a Hindi tag (hi, hi-IN, …) ranks above every English one by its q-value,
 * English otherwise (ties, no header, neither named). A cookie-free hint on purpose: the same
 * address answers by a header that caches honour (Vary: Accept-Language), and the visitor's own
 * choice, kept in the browser, still wins once the app starts.
 */
export function pageLanguage(header: string | undefined): Language {
  if (!header) return 'en';
  let hindi = 0;
  let english = 0;
  for (const part of header.split(',').slice(0, 50)) {
    const [tag = '', ...params] = part.trim().split(';');
    const qParam = params.map((p) => p.trim()).find((p) => /^q=/i.test(p));
    const q = qParam === undefined ? 1 : Number(qParam.slice(2));
    if (!Number.isFinite(q) || q <= 0 || q > 1) continue;
    const primary = tag.trim().toLowerCase().split('-')[0];
    if (primary === 'hi') hindi = Math.max(hindi, q);
    else if (primary === 'en') english = Math.max(english, q);
  }
  return hindi > english ? 'hi' : 'en';
}
