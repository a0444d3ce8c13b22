import fs from 'node:fs/promises';
import path from 'node:path';
import { BOOT_SCRIPTS_ATTRIBUTE } from '../../shared/domain/bootScript';
import { SETTINGS_ELEMENT_ID } from '../../shared/domain/siteSettings';
import { escapeHtml } from '../../shared/protocol/wire';
import type { Language } from '../../shared/domain/languages';

export interface PageMeta {
  title: string;
  description: string;
  keywords: string;
}

/**
 * index.html as webpack wrote it, read once. A miss is not cached, so a client built while the
 * server runs is picked up on the next request.
 */
export function templateCache(publicDir: string): () => Promise<string | null> {
  let cached: string | null = null;
  return async () => {
    if (cached !== null) return cached;
    try {
      cached = await fs.readFile(path.join(publicDir, 'index.html'), 'utf8');
    } catch {
      return null;
    }
    return cached;
  };
}

const TITLE = /<title>[\s\S]*?<\/title>/i;
// Attributes in any order, quoted or not (html-webpack-plugin minifies to name=description).
const metaTag = (name: string) =>
  new RegExp(`<meta\\b[^>]*\\bname=["']?${name}["']?(?=[\\s/>])[^>]*>`, 'i');

function setTag(html: string, pattern: RegExp, tag: string): string {
  if (pattern.test(html)) return html.replace(pattern, () => tag);
  return html.replace(/<\/head>/i, () => `${tag}</head>`);
}

/** Writes a page's title and meta description/keywords into the template; empty values are kept out. */
export function injectMeta(html: string, meta: PageMeta): string {
  let out = html;
  if (meta.title) out = setTag(out, TITLE, `<title>${escapeHtml(meta.title)}</title>`);
  for (const name of ['description', 'keywords'] as const) {
    if (!meta[name]) continue;
    out = setTag(out, metaTag(name), `<meta name="${name}" content="${escapeHtml(meta[name])}">`);
  }
  return out;
}

/** JSON for a data block: `<` and the line separators escaped, so no value can end the element. */
export const jsonBlockText = (value: unknown): string =>
  JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');

/**
 * Puts the site's settings in the page as a JSON data block (never run: the CSP allows no inline
 * script, and a data block is not a script), so the header and footer show the trust's name and
 * details at first paint instead of after a call. `<` is escaped so no value can end the element.
 */
export function injectSettings(html: string, settings: object, lang: Language = 'en'): string {
  const json = jsonBlockText(settings);
  // data-lang: the language they are in, so the client keeps them as that language's answer.
  const langAttr = lang === 'en' ? '' : ` data-lang="${lang}"`;
  const tag = `<script id="${SETTINGS_ELEMENT_ID}" type="application/json"${langAttr}>${json}</script>`;
  return html.replace(/<\/head>/i, () => `${tag}</head>`);
}

/** `<html lang>` of the written page: the template's for English, else the language's. */
export function injectLanguage(html: string, lang: Language): string {
  if (lang === 'en') return html;
  return html.replace(/<html\b[^>]*>/i, (tag) =>
    /\blang=/i.test(tag)
      ? tag.replace(/\blang=["']?[^"'\s>]*["']?/i, `lang="${lang}"`)
      : tag.replace(/^<html/i, `<html lang="${lang}"`),
  );
}

export const NOT_FOUND_META: PageMeta = {
  title: 'Page not found',
  description:
    'There is no page at this address. It may have moved, or the address may have a typing mistake.',
  keywords: '',
};

/** The app's page for an address with nothing behind it: its own title, and kept out of search engines. */
export function injectNotFound(html: string): string {
  const page = injectMeta(html, NOT_FOUND_META);
  return setTag(page, metaTag('robots'), '<meta name="robots" content="noindex">');
}

export const NOT_BUILT_PAGE = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Site not built</title></head>
<body><h1>The site is not built yet</h1>
<p>The web client has not been built. Run <code>npm run build</code>, then reload this page.</p>
</body></html>
`;

// The boot script's tag as the build writes it (scripts/lib/bootScripts.ts): quoted list, any
// attribute order.
const BOOT_TAG = new RegExp(
  `<script\\b[^>]*\\b${BOOT_SCRIPTS_ATTRIBUTE}="([^"]*)"[^>]*></script>`,
  'i',
);

/**
 * A page the server did not draw (a member's screen, a missing page, the bare app when drawing
 * failed) shows nothing until the app runs, so its scripts are named in the HTML as plain
 * deferred tags, fetched as the page is read, instead of being added by the boot script once
 * the page is painted (src/client/boot.ts). A template without the boot tag is left as it is.
 */
export function withPlainScripts(html: string): string {
  return html.replace(BOOT_TAG, (_tag, list: string) =>
    list
      .split(' ')
      .filter(Boolean)
      .map((src) => `<script defer src="${escapeHtml(src)}"></script>`)
      .join(''),
  );
}
