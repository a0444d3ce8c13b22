// One Chromium context per viewport, and a recorder of what went wrong on a page: console errors,
// uncaught exceptions, failed requests and error responses. Requests off the site's origin are
// blocked (the sandbox has no internet) and listed, so a third-party dependency shows up as a note.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import { ARGS } from './chromiumFlags.mjs';
import { CHROMIUM, ORIGIN, VIEWPORTS } from './config.mjs';

export { ARGS };

export const isOffSite = (url) => /^https?:/i.test(url) && new URL(url).origin !== ORIGIN;

/** Resolves to { context, page, recorder, close }. */
export async function openViewport(name) {
  const userDataDir = mkdtempSync(join(tmpdir(), `trust-e2e-${name}-`));
  const context = await chromium.launchPersistentContext(userDataDir, {
    executablePath: CHROMIUM,
    headless: true,
    args: ARGS,
    viewport: VIEWPORTS[name],
  });
  context.setDefaultTimeout(10_000);
  const offSite = new Set();
  await context.route(
    (url) => isOffSite(url.href),
    (route) => {
      offSite.add(route.request().url());
      return route.abort('blockedbyclient');
    },
  );
  const page = context.pages()[0] ?? (await context.newPage());
  await slowDown(context, page);
  const recorder = record(page, offSite);
  const close = async () => {
    await context.close();
    rmSync(userDataDir, { recursive: true, force: true });
  };
  return { context, page, recorder, close, offSite };
}

/**
 * E2E_CPU_SLOWDOWN=4 runs the page's script four times slower (Chromium's CPU throttling), so a
 * test that failed once on a busy CI machine can be tried here under the same kind of delay.
 */
async function slowDown(context, page) {
  const rate = Number(process.env.E2E_CPU_SLOWDOWN ?? 1);
  if (!(rate > 1)) return;
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate });
}

/** Starts recording on a page; reset() before each visit, then read the arrays. */
export function record(page, offSite = new Set()) {
  const r = {
    consoleErrors: [],
    pageErrors: [],
    failedRequests: [],
    badResponses: [],
    aborted: [],
    inflight: new Set(),
    /** Resolves once no request has been open for 500 ms, or after `timeout` ms. */
    async quiet(timeout) {
      const end = Date.now() + timeout;
      let calmSince = Date.now();
      while (Date.now() < end) {
        if (r.inflight.size > 0) calmSince = Date.now();
        else if (Date.now() - calmSince >= 500) return true;
        await new Promise((res) => setTimeout(res, 50));
      }
      return false;
    },
    reset() {
      r.inflight.clear();
      for (const k of ['consoleErrors', 'pageErrors', 'failedRequests', 'badResponses', 'aborted'])
        r[k].length = 0;
    },
  };
  page.on('console', (msg) => {
    if (msg.type() !== 'error') return;
    const where = msg.location()?.url ?? '';
    // Chromium logs each blocked off-site load as an error; those are listed as off-site instead.
    if (offSite.has(where) || (/ERR_BLOCKED_BY_CLIENT/.test(msg.text()) && isOffSite(where)))
      return;
    r.consoleErrors.push(`${msg.text()}${where ? ` (at ${where})` : ''}`);
  });
  page.on('pageerror', (err) =>
    r.pageErrors.push(
      String(err?.stack ?? err)
        .split('\n')
        .slice(0, 3)
        .join(' | '),
    ),
  );
  // Media streams stay open while a video plays; they do not count against "quiet".
  page.on('request', (req) => req.resourceType() !== 'media' && r.inflight.add(req));
  page.on('requestfinished', (req) => r.inflight.delete(req));
  page.on('requestfailed', (req) => {
    r.inflight.delete(req);
    const why = req.failure()?.errorText ?? 'failed';
    if (isOffSite(req.url())) return;
    // Navigation away and media range requests cancel loads; that is not a failure of the site.
    if (/ERR_ABORTED/.test(why)) r.aborted.push(`${req.method()} ${req.url()}`);
    else r.failedRequests.push(`${req.method()} ${req.url()} — ${why}`);
  });
  page.on('response', (res) => {
    if (res.status() >= 400 && !isOffSite(res.url()))
      r.badResponses.push({ status: res.status(), url: res.url(), method: res.request().method() });
  });
  return r;
}
