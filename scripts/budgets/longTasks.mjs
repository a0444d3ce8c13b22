// Issue #19's no-long-task rule for `npm run budgets`: Lighthouse's desktop preset on the built
// home page, a few times, counting the tasks over 50 ms that Lighthouse attributes to one of the
// site's scripts. Tasks it cannot attribute to a script (the browser's first style and layout of
// the page, which took 22–73 ms here with every script removed: README, Performance) are printed
// but do not fail it; nor does one busy run: the rule holds when most runs have no such task
// (the median run, as every Lighthouse figure of the issue is a median).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { audit } from '../bench/lighthouse.mjs';
import { startSite } from '../bench/server.mjs';
import { judgeRuns, taskSource } from './longTaskRule.mjs';

const tasksText = (items = []) =>
  items.map(({ ms, url }) => `${Math.round(ms)} ms ${taskSource(url)}`).join(', ') || 'none';

/** Starts the built site on a fresh data dir and audits `/` with the desktop preset `runs` times. */
export async function measureDesktopLongTasks({ publicDir, runs = 5, log = console.log }) {
  const dataDir = mkdtempSync(join(tmpdir(), 'trust-budgets-'));
  const site = await startSite({ main: 'dist/server/main.js' }, { dataDir, publicDir });
  const results = [];
  try {
    // Not counted: right after the floor builds, the first two runs read tasks of 85 ms (main)
    // and 57 ms (vendor) that eight runs of a warm machine never showed (2026-12-07).
    const warm = await audit(site.baseUrl, '/', 'desktop').catch(() => ({}));
    log(`  desktop / warm-up run (not counted): long tasks ${tasksText(warm.longTasks)}`);
    // A run Lighthouse could not finish (its runtime error, or Chromium failing to start) is tried
    // again, twice at most.
    for (
      let attempt = 0;
      results.filter((r) => !r.error).length < runs && attempt < runs + 2;
      attempt++
    ) {
      const r = await audit(site.baseUrl, '/', 'desktop').catch((e) => ({
        runtimeError: String(e?.message ?? e).split('\n')[0],
      }));
      const run = { error: r.runtimeError ?? null, items: r.longTasks ?? [] };
      results.push(run);
      log(
        `  desktop / run ${results.length}: ${run.error ? `no result (${run.error})` : `long tasks ${tasksText(run.items)}`}`,
      );
    }
  } finally {
    await site.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
  return { runs: results, ...judgeRuns(results) };
}
