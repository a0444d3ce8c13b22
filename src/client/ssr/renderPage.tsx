import { prerenderToNodeStream } from 'react-dom/static';
import { createStaticHandler, createStaticRouter } from 'react-router-dom';
import { baseApi } from '../api/baseApi';
import type { ServerAnswers } from '../api/serverAnswers';
import type { Transport } from '../api/transport';
import { memoryStorage } from '../app/memoryStorage';
import { AppRoot } from '../app/AppRoot';
import { appRoutes } from '../app/routes';
import { makeStore } from '../app/store';
import { loadCatalogue, type Language } from '../entities/language';
import { putSiteSettings } from '../entities/settings';
import type { SiteSettings } from '../../shared/domain/siteSettings';

export interface PageRequest {
  /** The address as asked, path and query ('/about?x=1'). */
  url: string;
  language: Language;
  /** How the page's calls are answered: the server's own handlers, in the same process. */
  transport: Transport;
  /** The trust's settings the page carries anyway (template.ts): the header needs no call. */
  settings: SiteSettings | null;
}

export interface RenderedPage {
  /** The markup of #root. */
  html: string;
  /** RTK Query's answers the markup was drawn from, for the browser to take over. */
  answers: ServerAnswers;
  /** The code chunks of the screens drawn (webpackChunkName), whose style sheets the page needs. */
  chunks: string[];
}

/** Passes at most: calls found in one pass (the menus, then a page, then its entries) need the next. */
const MAX_PASSES = 5;

async function toHtml(node: React.ReactNode): Promise<string> {
  // prerender waits for every lazy screen and section, so the markup is the whole page. A screen
  // that fails here would be written as its loading fallback: the page is left to the browser.
  let failure: unknown = null;
  const { prelude } = await prerenderToNodeStream(node, {
    // Never outline a large boundary to be swapped in by an inline script: the CSP runs none.
    progressiveChunkSize: Number.MAX_SAFE_INTEGER,
    onError: (err) => {
      failure ??= err;
    },
  });
  const parts: Buffer[] = [];
  for await (const chunk of prelude) parts.push(Buffer.from(chunk as Uint8Array));
  if (failure) throw failure instanceof Error ? failure : new Error(String(failure));
  return Buffer.concat(parts).toString('utf8');
}

/**
 * Writes a public page as a visitor sees it on arrival (issue #19 item 1): the same routes and
 * store as the browser, its calls answered in process, rendered again until no call is pending.
 * Null when the address is not a page of the app (a redirect or an error of the router).
 */
export async function renderPage({
  url,
  language,
  transport,
  settings,
}: PageRequest): Promise<RenderedPage | null> {
  if (language !== 'en') await loadCatalogue(language);
  const store = makeStore({
    transport,
    preloadedState: { language: { chosen: language, shown: language } },
    storages: { local: memoryStorage(), session: memoryStorage() },
  });
  if (settings) putSiteSettings(store.dispatch, settings, language);
  const handler = createStaticHandler(appRoutes);
  const context = await handler.query(new Request(new URL(url, 'http://site.local')));
  if (context instanceof Response) return null;
  const router = createStaticRouter(handler.dataRoutes, context);
  const usedChunks = new Set<string>();
  const app = <AppRoot store={store} router={router} usedChunks={usedChunks} />;

  // Rendered until a pass changes no answer: a call may start and settle within one pass (an
  // answer from the cache), so "nothing running" alone would keep a loading screen.
  let html = '';
  for (let pass = 0; pass < MAX_PASSES; pass += 1) {
    const before = store.getState().api.queries;
    html = await toHtml(app);
    await Promise.all(store.dispatch(baseApi.util.getRunningQueriesThunk()));
    if (store.getState().api.queries === before) break;
  }
  // Only settled answers travel: a call still pending (or failed) is the browser's to make.
  const queries = Object.fromEntries(
    Object.entries(store.getState().api.queries).filter(([, q]) => q?.status === 'fulfilled'),
  );
  const { api, menus } = store.getState();
  return {
    html,
    answers: { queries, mutations: {}, provided: api.provided, menus },
    chunks: [...usedChunks],
  };
}
