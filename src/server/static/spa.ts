import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Services } from '../api/handler';
import { findMenuBySlug } from '../content';
import { apiNotFound } from '../api/errors';
import { homeLcpImage, injectPreload } from './lcp';
import { movedPage, pageExists, renderedOnServer, writtenFromContent } from './pageStatus';
import { inProcessTransport } from './inProcessCall';
import {
  chunkStyleSheets,
  injectRendered,
  pagePolicy,
  rendererLoader,
  styleAttributeHashes,
  type PageRenderer,
} from './serverRender';
import { packPage, pageCache, pageKey, sendPage, type WrittenPage } from './pageCache';
import type { SiteSettings } from '../../shared/domain/siteSettings';
import { readSettingsIn } from '../settings';
import { pageLanguage } from './acceptLanguage';
import type { Language } from '../../shared/domain/languages';
import {
  injectLanguage,
  injectMeta,
  injectNotFound,
  injectSettings,
  NOT_BUILT_PAGE,
  templateCache,
  withPlainScripts,
} from './template';

type StyleSheetsOf = ReturnType<typeof chunkStyleSheets>;

const isApiPath = (p: string) => p === '/api' || p.startsWith('/api/');

function routeSlug(pathname: string): string {
  let decoded = pathname;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    // A malformed escape is just an unknown page.
  }
  return decoded.replace(/^\/+|\/+$/g, '');
}

/**
 * Browsers ask for text/html when they navigate; other clients (curl) get the page too when the
 * path does not look like a file, so a missing script or image is still a plain 404.
 */
function acceptsPage(accept: string, pathname: string): boolean {
  if (accept.includes('text/html')) return true;
  const last = pathname.split('/').pop() ?? '';
  return accept.includes('*/*') && !last.includes('.');
}

/** What the page for this address says, and whether every lookup behind it answered. */
async function writePage(
  services: Services,
  { renderer, styleSheets }: { renderer: PageRenderer | null; styleSheets: StyleSheetsOf },
  request: FastifyRequest,
  template: string,
  lang: Language,
): Promise<{ page: WrittenPage; complete: boolean }> {
  const { db } = services;
  const [pathname = '/', search = ''] = request.url.split('?');
  let complete = true;
  let page = injectLanguage(template, lang);
  let settings: SiteSettings | null = null;
  try {
    settings = await readSettingsIn(db, lang);
    page = injectSettings(page, settings, lang);
  } catch (err) {
    // The client asks for them itself (getSiteSettings) when the page carries none.
    request.log.error({ err }, 'site settings lookup failed');
    complete = false;
  }
  try {
    if (!(await pageExists(db, pathname, new URLSearchParams(search)))) {
      const movedTo = await movedPage(db, pathname);
      if (movedTo) return { page: { status: 301, location: movedTo, html: EMPTY }, complete };
      // The same app, so it boots and shows its own "page not found" screen; crawlers see 404.
      const notFound = withPlainScripts(injectNotFound(page));
      return { page: { status: 404, html: Buffer.from(notFound) }, complete };
    }
    const slug = routeSlug(pathname);
    const menu =
      (await findMenuBySlug(db, slug, lang)) ??
      (slug === '' ? await findMenuBySlug(db, 'home', lang) : undefined);
    // A page without its own title or meta reads the trust's (site settings), as the client does.
    page = injectMeta(page, {
      title: menu?.col3 || (settings?.trust_name ?? ''),
      description: menu?.col4 || (settings?.site_description ?? ''),
      keywords: menu?.col5 || (settings?.site_keywords ?? ''),
    });
    // The home page's first banner is its largest paint: fetch it before the scripts run.
    const lcp = slug === '' || slug === 'home' ? await homeLcpImage(db) : null;
    if (lcp) page = injectPreload(page, lcp);
  } catch (err) {
    // The page still works without its title; the client sets it again from the menus.
    request.log.error({ err }, 'page meta lookup failed');
    complete = false;
  }
  // A page the app draws itself: its scripts are fetched at once (withPlainScripts).
  const bare = (done: boolean): { page: WrittenPage; complete: boolean } => ({
    page: { status: 200, html: Buffer.from(withPlainScripts(page)) },
    complete: done,
  });
  if (!renderer || !renderedOnServer(pathname)) return bare(complete);
  try {
    const transport = inProcessTransport(services, request.log);
    const url = request.url;
    const rendered = await renderer.renderPage({ url, language: lang, transport, settings });
    if (!rendered) return bare(complete);
    // An inline script would be refused by the CSP and leave the page half drawn.
    if (/<script\b/i.test(rendered.html)) throw new Error('The rendered page holds a script.');
    const csp = pagePolicy(styleAttributeHashes(rendered.html));
    return {
      page: {
        status: 200,
        html: Buffer.from(injectRendered(page, rendered, styleSheets(rendered.chunks))),
        csp,
      },
      complete,
    };
  } catch (err) {
    // The bare app still works: the browser draws the page itself, as before issue #19.
    request.log.error({ err }, 'server rendering failed');
    return bare(false);
  }
}

const EMPTY = Buffer.alloc(0);

/**
 * The history fallback: any other GET that asks for HTML gets index.html, titled from the menu
 * record whose slug (col2) is the path (else from the site's settings), carrying the settings.
 * Everything else is a plain 404. A page found and written from the content alone is kept per
 * address and language until the content version moves (pageCache.ts), compressed once.
 */
export function spaFallback({
  services,
  publicDir,
  ssrBundle,
}: {
  services: Services;
  publicDir: string;
  ssrBundle: string;
}) {
  const { db } = services;
  const template = templateCache(publicDir);
  const renderer = rendererLoader(ssrBundle);
  const styleSheets = chunkStyleSheets(publicDir);
  const pages = pageCache(db);

  return async function notFound(request: FastifyRequest, reply: FastifyReply) {
    const pathname = request.url.split('?')[0] ?? '/';
    if (isApiPath(pathname)) return apiNotFound(request, reply);
    const wantsHtml = acceptsPage(request.headers.accept ?? '*/*', pathname);
    const isRead = request.method === 'GET' || request.method === 'HEAD';
    if (!isRead || !wantsHtml || pathname.startsWith('/media/')) {
      return reply.code(404).type('text/plain; charset=utf-8').send('Not found.');
    }

    const html = await template();
    if (html === null) {
      return reply
        .code(503)
        .type('text/html; charset=utf-8')
        .header('cache-control', 'no-store')
        .send(NOT_BUILT_PAGE);
    }
    // The page's language follows Accept-Language, so every HTML answer varies by it.
    const lang = pageLanguage(request.headers['accept-language']);
    // Only found pages are kept: any made-up address would otherwise push real pages out.
    const page = await pages.answer(pageKey(lang, request.url), async () => {
      const { page: written, complete } = await writePage(
        services,
        { renderer: renderer(), styleSheets },
        request,
        html,
        lang,
      );
      const keep =
        complete &&
        written.status === 200 &&
        writtenFromContent(pathname, new URLSearchParams(request.url.split('?')[1] ?? ''));
      return { body: keep ? packPage(written) : written, keep };
    });
    // The team console is never indexed (robots.txt disallows it too).
    if (pathname === '/team' || pathname.startsWith('/team/'))
      reply.header('x-robots-tag', 'noindex, nofollow');
    return sendPage(request, reply, page);
  };
}
