// First-load JS: each route opened in a fresh headless Chromium context (empty cache), every
// script response until the network is idle (and, of those, the ones before the load event), and what those scripts weigh compressed the best
// way gzip (-9) and brotli (quality 11) can — independent of how the server compresses today.
import { chromium } from 'playwright-core';
import { namedScripts } from '../lib/pageScripts.mjs';
import { CHROME_FLAGS, CHROMIUM, compressedSizes, progress, sumSizes } from './util.mjs';

/** Scripts one first load of `path` fetches; storage: localStorage items to start with. */
async function firstLoad(browser, baseUrl, path, storage = []) {
  const origin = new URL(baseUrl).origin;
  const context = await browser.newContext({
    viewport: { width: 1366, height: 768 },
    storageState: {
      cookies: [],
      origins: storage.length ? [{ origin, localStorage: storage }] : [],
    },
  });
  try {
    const page = await context.newPage();
    const scripts = new Map();
    let loaded = false;
    page.once('load', () => (loaded = true));
    page.on('response', (response) => {
      if (response.request().resourceType() !== 'script') return;
      scripts.set(response.url(), {
        body: response.body().catch(() => null),
        beforeLoad: !loaded,
      });
    });
    const navigation = await page.goto(`${baseUrl}${path}`, {
      waitUntil: 'networkidle',
      timeout: 60_000,
    });
    // The scripts the page's HTML names count as before the load event even when they arrive
    // after it: the boot script adds the app's once the page is painted (src/client/boot.ts).
    const named = new Set(namedScripts((await navigation?.text()) ?? ''));
    const files = [];
    for (const [url, { body, beforeLoad }] of scripts) {
      const buffer = await body;
      const file = new URL(url).pathname;
      if (buffer)
        files.push({ file, beforeLoad: beforeLoad || named.has(file), ...compressedSizes(buffer) });
    }
    // A members-only route that fell back to /login would measure the wrong screen.
    return {
      path,
      finalPath: new URL(page.url()).pathname,
      files,
      ...sumSizes(files),
      // Issue #19 counts the first load "before the load event".
      beforeLoad: sumSizes(files.filter((file) => file.beforeLoad)),
    };
  } finally {
    await context.close();
  }
}

/** routes: [{ name, path, storage? }]; resolves to one result per route. */
export async function measureFirstLoad(baseUrl, routes) {
  const browser = await chromium.launch({
    executablePath: CHROMIUM,
    headless: true,
    args: CHROME_FLAGS,
  });
  try {
    const results = [];
    for (const route of routes) {
      const r = await firstLoad(browser, baseUrl, route.path, route.storage);
      progress(`  first load ${route.path}: ${r.files.length} scripts, ${r.brotli} B brotli`);
      results.push({ name: route.name, ...r });
    }
    return results;
  } finally {
    await browser.close();
  }
}
