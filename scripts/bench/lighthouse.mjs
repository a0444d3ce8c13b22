// Lighthouse 12 on Debian's Chromium, desktop preset and mobile (the default config), one fresh
// Chromium profile per run. chrome-launcher and puppeteer-core are Lighthouse's own dependencies;
// puppeteer is only needed to put a member's localStorage in place before a members-only route.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { launch } from 'chrome-launcher';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import puppeteer from 'puppeteer-core';
import { CHROME_FLAGS, CHROMIUM, progress } from './util.mjs';

const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];
export const PRESETS = { desktop: desktopConfig, mobile: undefined };

/** One Lighthouse run of baseUrl+path; storage: localStorage items to set first. */
export async function audit(baseUrl, path, preset, storage = []) {
  const userDataDir = mkdtempSync(join(tmpdir(), 'trust-bench-lh-'));
  const chrome = await launch({ chromePath: CHROMIUM, chromeFlags: CHROME_FLAGS, userDataDir });
  try {
    const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}` });
    const page = await browser.newPage();
    if (storage.length) {
      // A small file of the same origin, so the app itself has not started yet.
      await page.goto(`${baseUrl}/robots.txt`);
      await page.evaluate((items) => {
        for (const { name, value } of items) localStorage.setItem(name, value);
      }, storage);
    }
    const flags = {
      output: 'json',
      logLevel: 'error',
      onlyCategories: CATEGORIES,
      // Every run has a fresh profile already; a reset would also drop the member's login.
      disableStorageReset: true,
    };
    const result = await lighthouse(`${baseUrl}${path}`, flags, PRESETS[preset], page);
    const lhr = result?.lhr;
    if (!lhr) throw new Error(`Lighthouse gave no result for ${path}`);
    await browser.disconnect();
    const score = (id) => Math.round((lhr.categories[id]?.score ?? NaN) * 100);
    const metric = (id) => lhr.audits[id]?.numericValue ?? NaN;
    return {
      performance: score('performance'),
      accessibility: score('accessibility'),
      bestPractices: score('best-practices'),
      seo: score('seo'),
      lcpMs: metric('largest-contentful-paint'),
      tbtMs: metric('total-blocking-time'),
      cls: metric('cumulative-layout-shift'),
      // Script start-up time (Lighthouse's "JavaScript execution time") and the main thread's
      // tasks over 50 ms while the page started (issue #19 item 3's no-long-task rule), each with
      // what Lighthouse attributes it to: a script's URL, the page's, or "Unattributable" (the
      // browser's own work, such as the first style and layout).
      bootupMs: metric('bootup-time'),
      longTasks: (lhr.audits['long-tasks']?.details?.items ?? [])
        .filter((item) => item.duration > 50)
        .map((item) => ({ ms: item.duration, url: String(item.url ?? '') })),
      // Lighthouse's own CPU measure of this run: low means the machine was busy.
      benchmarkIndex: lhr.environment?.benchmarkIndex,
      finalUrl: lhr.finalDisplayedUrl,
      runtimeError: lhr.runtimeError?.message,
      failed: Object.values(lhr.audits)
        .filter((a) => a.score !== null && a.score < 1 && a.scoreDisplayMode === 'binary')
        .map((a) => a.id),
    };
  } finally {
    await chrome.kill();
    rmSync(userDataDir, { recursive: true, force: true });
  }
}

/** Up to this many rounds of every route and preset; a round starts only within the budget. */
// Issue #19 asks for the median of five; the budget stops early on a machine too slow for them.
const ROUNDS = Number(process.env.BENCH_LIGHTHOUSE_ROUNDS ?? 5);
const BUDGET_S = 720;

/**
 * The run with the median performance score (the middle one of an odd count, else the lower), of
 * the runs that gave a score: one without (Lighthouse's runtime error) once sorted as NaN and made
 * the median of 85 85 72 NaN 76 read 85. With no score at all, the first run, to say why.
 */
function medianRun(runs) {
  const scored = runs.filter((r) => Number.isFinite(r.performance));
  if (!scored.length) return runs[0];
  return scored.sort((a, b) => a.performance - b.performance)[Math.floor((scored.length - 1) / 2)];
}

/**
 * routes: [{ name, path, storage? }]. Each route and preset runs up to ROUNDS times (one score
 * is noise on a busy machine); resolves to the median run of each, with every run's score.
 */
export async function measureLighthouse(baseUrl, routes) {
  const started = performance.now();
  const runs = new Map();
  for (let round = 1; round <= ROUNDS; round += 1) {
    const elapsed = (performance.now() - started) / 1000;
    // Another round only when it should end within the budget, at the pace of the ones before.
    if (round > 1 && elapsed + elapsed / (round - 1) > BUDGET_S) {
      progress(`  Lighthouse: no round ${round}, it would end past ${BUDGET_S} s`);
      break;
    }
    for (const preset of Object.keys(PRESETS)) {
      for (const route of routes) {
        const r = await audit(baseUrl, route.path, preset, route.storage);
        progress(
          `  lighthouse ${preset} ${route.path} (round ${round}): perf ${r.performance}, ` +
            `a11y ${r.accessibility}, bp ${r.bestPractices}, seo ${r.seo}`,
        );
        const key = `${preset} ${route.path}`;
        runs.set(key, [
          ...(runs.get(key) ?? []),
          { name: route.name, path: route.path, preset, ...r },
        ]);
      }
    }
  }
  return [...runs.values()].map((all) => ({
    ...medianRun(all),
    performanceRuns: all.map((r) => r.performance),
  }));
}
