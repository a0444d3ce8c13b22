// Builds the size floor (scripts/budgets/floor-entry.tsx: React + ReactDOM rendering one <p/>)
// with the app's own webpack config (webpack.config.ts, its `entry` env switch), so budgets
// compare like with like. Used by scripts/budgets.mjs and the bench.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const root = resolve(import.meta.dirname, '../..');
export const FLOOR_ENTRY = './scripts/budgets/floor-entry.tsx';
/** The required stack (React, ReactDOM, RTK + RTK Query, react-redux, React Router), issue #19. */
export const STACK_ENTRY = './scripts/budgets/stack-entry.tsx';

/** Over-the-wire sizes of some bytes: gzip -9 and brotli at quality 11. */
export function compressedSizes(bytes) {
  const params = {
    [constants.BROTLI_PARAM_QUALITY]: 11,
    [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
  };
  return {
    gzip: gzipSync(bytes, { level: 9 }).length,
    brotli: brotliCompressSync(bytes, { params }).length,
  };
}

/** Runs the production webpack build of `entry` into `outDir` (no source maps). */
export function buildEntry(entry, outDir) {
  const run = spawnSync(
    'npx',
    ['webpack', '--mode', 'production', '--env', `entry=${entry}`, '--output-path', outDir],
    {
      cwd: root,
      encoding: 'utf8',
      env: { ...process.env, NODE_OPTIONS: '--import tsx' },
    },
  );
  if (run.status !== 0) throw new Error(`webpack failed for ${entry}:\n${run.stdout}${run.stderr}`);
}

/**
 * Builds a floor (React + ReactDOM unless another entry is named) into a temporary folder and
 * returns the summed sizes of every JS file it emitted: { raw, gzip, brotli } in bytes. The folder
 * is removed afterwards.
 */
export function buildFloor(entry = FLOOR_ENTRY) {
  const out = mkdtempSync(join(tmpdir(), 'floor-'));
  try {
    buildEntry(entry, out);
    const sizes = { raw: 0, gzip: 0, brotli: 0 };
    for (const file of readdirSync(join(out, 'assets'))) {
      if (!file.endsWith('.js')) continue;
      const bytes = readFileSync(join(out, 'assets', file));
      const c = compressedSizes(bytes);
      sizes.raw += bytes.length;
      sizes.gzip += c.gzip;
      sizes.brotli += c.brotli;
    }
    return sizes;
  } finally {
    rmSync(out, { recursive: true, force: true });
  }
}
