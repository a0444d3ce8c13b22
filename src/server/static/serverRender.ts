import { createHash } from 'node:crypto';
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import type { Language } from '../../shared/domain/languages';
import { ANSWERS_ELEMENT_ID, type SiteSettings } from '../../shared/domain/siteSettings';
import { unescapeHtml } from '../../shared/protocol/wire';
import { CSP_DIRECTIVES, policyText } from '../plugins/headers';
import { jsonBlockText } from './template';
import type { PageTransport } from './inProcessCall';

/** What the page writer bundle (src/client/ssr/renderPage.tsx, built to dist/ssr) exports. */
export interface PageRenderer {
  renderPage(request: {
    url: string;
    language: Language;
    transport: PageTransport;
    settings: SiteSettings | null;
  }): Promise<{
    html: string;
    answers: { queries: Record<string, unknown> };
    chunks: string[];
  } | null>;
}

/**
 * The page writer (config.ssrBundle, dist/ssr/renderPage.js), loaded at run time from the build,
 * never imported: the server does not import the client's code. Null until it is built (the
 * development server, a test app), when pages are the bare app as before; a miss is not kept, so
 * a build made while the server runs is picked up.
 */
export function rendererLoader(file: string): () => PageRenderer | null {
  let loaded: PageRenderer | null = null;
  return () => {
    if (loaded) return loaded;
    if (!existsSync(file)) return null;
    loaded = createRequire(__filename)(file) as PageRenderer;
    return loaded;
  };
}

/**
 * The style attributes React wrote (a banner's picture, a carousel's width), as CSP hashes: the
 * policy allows exactly these and no other inline style ('unsafe-hashes' covers attributes only).
 * The hash is of the attribute's value as the browser reads it, entities decoded.
 */
export function styleAttributeHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const match of html.matchAll(/\sstyle="([^"]*)"/g)) {
    const value = unescapeHtml(match[1] ?? '');
    hashes.add(`'sha256-${createHash('sha256').update(value, 'utf8').digest('base64')}'`);
  }
  return [...hashes].sort();
}

/** The site's policy, with the page's own style attributes allowed by hash (if it has any). */
export function pagePolicy(hashes: readonly string[]): string | undefined {
  if (hashes.length === 0) return undefined;
  return policyText({
    ...CSP_DIRECTIVES,
    'style-src': `${CSP_DIRECTIVES['style-src']} 'unsafe-hashes' ${hashes.join(' ')}`,
  });
}

/** A built style sheet's name: the chunk's name, and in production its content hash. */
const STYLE_SHEET = /^(.+?)(?:\.[0-9a-f]{10})?\.css$/;

/**
 * The style sheets of the chunks a page's screens come from (webpack writes one per chunk that
 * has styles, as assets/{chunk}.{hash}.css), read from the built folder once. Linked in the page's
 * head, they style the server's markup from the first paint; webpack finds them there and does
 * not load them again with the chunk.
 */
export function chunkStyleSheets(publicDir: string): (chunks: readonly string[]) => string[] {
  let byChunk: Map<string, string> | null = null;
  return (chunks) => {
    if (!byChunk) {
      const found = new Map<string, string>();
      try {
        for (const file of readdirSync(path.join(publicDir, 'assets'))) {
          const match = STYLE_SHEET.exec(file);
          if (match?.[1]) found.set(match[1], `/assets/${file}`);
        }
      } catch {
        // Not built yet: nothing to link, and the next page looks again.
        return [];
      }
      byChunk = found;
    }
    const sheets = byChunk;
    return chunks.flatMap((chunk) => sheets.get(chunk) ?? []);
  };
}

/**
 * The template with the rendered markup in #root, its answers in a data block after it, and the
 * style sheets of its screens in the head.
 */
export function injectRendered(
  template: string,
  rendered: { html: string; answers: unknown },
  styleSheets: readonly string[] = [],
): string {
  const block = `<script id="${ANSWERS_ELEMENT_ID}" type="application/json">${jsonBlockText(rendered.answers)}</script>`;
  const links = styleSheets.map((href) => `<link href="${href}" rel="stylesheet">`).join('');
  const withLinks = links ? template.replace(/<\/head>/i, () => `${links}</head>`) : template;
  return withLinks.replace(
    /<div id="?root"?><\/div>/i,
    () => `<div id="root">${rendered.html}</div>${block}`,
  );
}
