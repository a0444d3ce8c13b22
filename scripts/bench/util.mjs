// Small helpers every bench section shares: progress lines, free ports, percentiles, sizes.
import { compressedSizes as gzipAndBrotli } from '../lib/floor.mjs';
import { readFileSync } from 'node:fs';
import { createServer } from 'node:net';

export const HOST = '127.0.0.1';
export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const ROOT = new URL('../../', import.meta.url).pathname.replace(/\/$/, '');

const started = performance.now();

/** A progress line with the time since the bench started, so a slow section shows itself. */
export function progress(line) {
  const s = ((performance.now() - started) / 1000).toFixed(1).padStart(6);
  console.log(`[${s} s] ${line}`);
}

export const elapsedSeconds = () => (performance.now() - started) / 1000;

export const freePort = () =>
  new Promise((resolve, reject) => {
    const s = createServer().listen(0, HOST, () => {
      const { port } = s.address();
      s.close(() => resolve(port));
    });
    s.on('error', reject);
  });

/** The p-th percentile (0–100) of a list of numbers, nearest rank. */
export function percentile(values, p) {
  if (values.length === 0) return NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const rank = Math.ceil((p / 100) * sorted.length);
  return sorted[Math.min(sorted.length, Math.max(1, rank)) - 1];
}

export const median = (values) => percentile(values, 50);

/** Bytes over the wire of one file: raw, gzip -9 and brotli quality 11 (as the budgets count). */
export const compressedSizes = (buffer) => ({ raw: buffer.length, ...gzipAndBrotli(buffer) });

/** Sums the sizes of several files. */
export const sumSizes = (sizes) =>
  sizes.reduce(
    (a, s) => ({ raw: a.raw + s.raw, gzip: a.gzip + s.gzip, brotli: a.brotli + s.brotli }),
    {
      raw: 0,
      gzip: 0,
      brotli: 0,
    },
  );

export const round = (n, digits = 1) => (Number.isFinite(n) ? Number(n.toFixed(digits)) : null);

/** Chromium's flags for this sandbox: the browser tests' own (loopback only, root user). */
export { ARGS as CHROME_FLAGS } from '../../e2e/lib/chromiumFlags.mjs';

/** CPU seconds (user + system) a process has used, from /proc/<pid>/stat. */
export function cpuSeconds(pid) {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  return (Number(fields[11]) + Number(fields[12])) / 100;
}
