// Cold start: from spawning the bundled server to its "Trust site running at" line. An empty data
// dir starts from nothing (schema, content load); the 100k one opens a large existing database.
// The OS file cache is warm after the first run: "cold" means a new process, not a cold disk.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startSite } from './server.mjs';
import { median, progress } from './util.mjs';

const RUNS = 3;

/** Median of RUNS starts on the given data dir, each stopped after it printed its URL. */
async function starts(server, publicDir, dataDirFor, label) {
  const ms = [];
  for (let i = 0; i < RUNS; i += 1) {
    const dataDir = dataDirFor();
    const site = await startSite(server, { dataDir, publicDir });
    ms.push(site.startupMs);
    await site.stop();
  }
  progress(`  cold start (${label}): ${ms.map((m) => Math.round(m)).join(', ')} ms`);
  return { medianMs: median(ms), runsMs: ms };
}

/** Each run gets a new empty data dir, removed afterwards. */
export async function coldStartEmpty(server, publicDir) {
  const made = [];
  const fresh = () => {
    const dir = mkdtempSync(join(tmpdir(), 'trust-bench-empty-'));
    made.push(dir);
    return dir;
  };
  try {
    return await starts(server, publicDir, fresh, 'empty data dir');
  } finally {
    for (const dir of made) rmSync(dir, { recursive: true, force: true });
  }
}

export const coldStartFull = (server, publicDir, dataDir) =>
  starts(server, publicDir, () => dataDir, '100k members');
