// The bench's output: one row per figure with its target and pass/miss (a miss is reported, never
// an error), printed as a table and written to bench/results/<time>.json and latest.json.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { taskSource } from '../budgets/longTaskRule.mjs';
import { refusedBodyRows } from './refusedBody.mjs';
import { ROOT } from './util.mjs';

const f = (n, digits = 0) => (Number.isFinite(n) ? n.toFixed(digits) : 'n/a');
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} kB`;
const verdict = (ok) => (ok === undefined ? '' : ok ? 'pass' : 'MISS');
const row = (section, measure, value, ratio = '', target = '', ok = undefined) => ({
  section,
  measure,
  value,
  ratio,
  target,
  result: verdict(ok),
});

/** Issue #19: the first load of `/` before the load event ≤ 1.10 × the required stack (gzip). */
const STACK_TARGET = 1.1;

function firstLoadRows({ floor, stack, routes }) {
  const rows = [
    row('first-load JS', 'floor: React+ReactDOM', `gz ${kb(floor.gzip)} / br ${kb(floor.brotli)}`),
  ];
  if (stack)
    rows.push(
      row(
        'first-load JS',
        'floor: required stack (React, RTK + RTK Query, react-redux, React Router)',
        `gz ${kb(stack.gzip)} / br ${kb(stack.brotli)}`,
      ),
    );
  for (const r of routes) {
    const name = `${r.path}${r.finalPath && r.finalPath !== r.path.split('?')[0] ? ` → ${r.finalPath}` : ''}`;
    rows.push(
      row(
        'first-load JS',
        `${name} until network idle (${r.files.length} scripts)`,
        `gz ${kb(r.gzip)} / br ${kb(r.brotli)}`,
        `${f(r.gzip / floor.gzip, 2)} × React floor (gz)`,
      ),
    );
    if (r.path !== '/' || !r.beforeLoad) continue;
    const vsStack = stack ? r.beforeLoad.gzip / stack.gzip : NaN;
    rows.push(
      row(
        'first-load JS',
        // The scripts the HTML names count even when the boot script adds them after the load
        // event (firstLoad.mjs); the chunks the app then fetches are in the row above only.
        `${name} before the load event or named by the page`,
        `gz ${kb(r.beforeLoad.gzip)} / br ${kb(r.beforeLoad.brotli)}`,
        `${f(r.beforeLoad.gzip / floor.gzip, 2)} × React floor, ${f(vsStack, 2)} × stack (gz)`,
        `≤ ${STACK_TARGET} × stack`,
        vsStack <= STACK_TARGET,
      ),
    );
  }
  return rows;
}

/** Issue #19's targets: mobile perf ≥ 95, LCP ≤ 2 s, TBT ≤ 150 ms, script start-up ≤ 400 ms, CLS 0. */
const MOBILE = { performance: 95, lcpMs: 2000, tbtMs: 150, bootupMs: 400 };

/** Each task over 50 ms with what ran it: a script's file name, the page or the browser. */
const longTaskText = (tasks) =>
  tasks.map(({ ms, url }) => `${f(ms)} ms (${taskSource(url)})`).join(', ');

function lighthouseRows(runs) {
  return runs.map((r) => {
    const desktop = r.preset === 'desktop';
    const others = r.accessibility === 100 && r.bestPractices === 100 && r.seo === 100;
    const longTasks = r.longTasks ?? [];
    const ok = desktop
      ? r.performance === 100 && others && (r.path !== '/' || longTasks.length === 0)
      : r.performance >= MOBILE.performance &&
        r.lcpMs <= MOBILE.lcpMs &&
        r.tbtMs <= MOBILE.tbtMs &&
        r.bootupMs <= MOBILE.bootupMs;
    return row(
      `lighthouse ${r.preset}`,
      r.path,
      `${r.performance}/${r.accessibility}/${r.bestPractices}/${r.seo} ` +
        `(perf runs ${r.performanceRuns?.join(' ')}) LCP ${f(r.lcpMs)} ms ` +
        `TBT ${f(r.tbtMs)} ms script start-up ${f(r.bootupMs)} ms CLS ${f(r.cls, 3)} ` +
        `long tasks ${longTasks.length ? longTaskText(longTasks) : 'none'} ` +
        `(CPU index ${f(r.benchmarkIndex)})` +
        (r.failed.length ? `; failed: ${r.failed.join(', ')}` : ''),
      '',
      desktop
        ? `perf 100, others 100${r.path === '/' ? ', no task over 50 ms' : ''}`
        : `perf ≥ ${MOBILE.performance}, LCP ≤ ${MOBILE.lcpMs} ms, TBT ≤ ${MOBILE.tbtMs} ms, start-up ≤ ${MOBILE.bootupMs} ms`,
      ok,
    );
  });
}

// Issue #19's targets (getMembers was 0.3 in issue #8's first round; #19 set it at 0.1).
const THROUGHPUT_TARGETS = { getPgData: 0.5, getMembers: 0.1 };

const PAGE_VS_FILE = 0.8;

function throughputRows({ hello, sameBytes, pages, routes }) {
  const show = (r) =>
    `${f(r.reqPerSec)} 2xx/s p50 ${f(r.p50Ms, 1)} p99 ${f(r.p99Ms, 1)} ms` +
    (r.cpuUs ? `, ${f(r.cpuUs)} µs server CPU an answer` : '') +
    (r.rssMbAfter ? `, RSS ${f(r.rssMbAfter)} MB` : '');
  const pageRows = pages
    ? [
        row('throughput', `${pages.file.name} (reference)`, show(pages.file)),
        row(
          'throughput',
          pages.page.name,
          show(pages.page),
          `${f(pages.page.vsFile, 2)} × file`,
          `≥ ${PAGE_VS_FILE} × static file`,
          pages.page.vsFile >= PAGE_VS_FILE,
        ),
      ]
    : [];
  // Older results (before 2026-12-07) have no same-bytes reference.
  const sameRows = sameBytes
    ? [row('throughput', `${sameBytes.name}, as ${sameBytes.call} (reference)`, show(sameBytes))]
    : [];
  return [
    row('throughput', 'hello-world (reference)', show(hello)),
    ...sameRows,
    ...pageRows,
    ...routes.map((r) => {
      const min = THROUGHPUT_TARGETS[r.call];
      const codes = Object.entries(r.statusCodes ?? {}).filter(([c]) => !c.startsWith('2'));
      const extra =
        codes.length || r.errors
          ? ` (+${codes.map(([c, n]) => `${n}×${c}`).join(' ')}${r.errors ? ` ${r.errors} errors` : ''})`
          : '';
      return row(
        'throughput',
        r.name,
        show(r) + extra,
        f(r.ratio, 2) +
          (r.vsSameBytes ? ` (${f(r.vsSameBytes, 2)} × the same bytes from a bare route)` : ''),
        min ? `≥ ${min} × hello` : '',
        min ? r.ratio >= min : undefined,
      );
    }),
  ];
}

function searchRows(rows) {
  return rows.map((r) =>
    row(
      'search 100k',
      `${r.name} (${r.total} found)`,
      `first p50 ${f(r.p50Ms, 1)} p95 ${f(r.p95Ms, 1)}; repeat p95 ${f(r.repeat?.p95Ms, 1)}; ` +
        `SQL p50 ${f(r.raw.p50Ms, 1)} p95 ${f(r.raw.p95Ms, 1)} ms`,
      f(r.ratio, 2),
      'p95 ≤ 25 ms, ≤ 1.5 × SQL',
      r.p95Ms <= 25 && r.ratio <= 1.5,
    ),
  );
}

/** Start-up and memory; a figure whose section did not run is left out. */
function startupRows({ empty, full, seeding, rssAfterLoadMb, rss100kMb }) {
  const rows = [];
  if (empty) {
    const ms = empty.medianMs;
    rows.push(
      row(
        'start-up',
        'cold start, empty data dir (median of 3)',
        `${f(ms)} ms`,
        '',
        '≤ 1500 ms',
        ms <= 1500,
      ),
    );
  }
  if (full)
    rows.push(row('start-up', 'cold start, 100k members (median of 3)', `${f(full.medianMs)} ms`));
  if (seeding) {
    const label = `seeding 100k members${seeding.cached ? ' (cached)' : ''}`;
    rows.push(row('start-up', label, `${f(seeding.seconds, 1)} s`));
  }
  if (rssAfterLoadMb !== undefined) {
    const mb = rssAfterLoadMb;
    rows.push(row('memory', 'RSS after the load run', `${f(mb)} MB`, '', '≤ 200 MB', mb <= 200));
  }
  if (rss100kMb !== undefined)
    rows.push(row('memory', 'RSS of the 100k server after the search run', `${f(rss100kMb)} MB`));
  return rows;
}

/** All rows, in the order of the issue. Sections that did not run are left out. */
export function buildRows(results) {
  return [
    ...(results.firstLoad ? firstLoadRows(results.firstLoad) : []),
    ...(results.lighthouse ? lighthouseRows(results.lighthouse) : []),
    ...(results.throughput ? throughputRows(results.throughput) : []),
    ...(results.search ? searchRows(results.search) : []),
    ...(results.refusedBody ? refusedBodyRows(results.refusedBody, row) : []),
    ...startupRows(results.startup ?? {}),
  ];
}

export function printTable(rows) {
  const cols = ['section', 'measure', 'value', 'ratio', 'target', 'result'];
  const width = Object.fromEntries(
    cols.map((c) => [c, Math.max(c.length, ...rows.map((r) => String(r[c]).length))]),
  );
  const line = (r) =>
    cols
      .map((c) => String(r[c]).padEnd(width[c]))
      .join(' | ')
      .trimEnd();
  console.log(line(Object.fromEntries(cols.map((c) => [c, c]))));
  console.log(cols.map((c) => '-'.repeat(width[c])).join('-|-'));
  for (const r of rows) console.log(line(r));
}

/** Writes the run to bench/results/<UTC time>.json and bench/results/latest.json; answers the path. */
export function writeResults(report) {
  const dir = join(ROOT, 'bench/results');
  mkdirSync(dir, { recursive: true });
  const stamp = report.startedAt.replace(/:/g, '-').replace(/\.\d+Z$/, 'Z');
  const text = `${JSON.stringify(report, null, 2)}\n`;
  const file = join(dir, `${stamp}.json`);
  writeFileSync(file, text);
  writeFileSync(join(dir, 'latest.json'), text);
  return file;
}
