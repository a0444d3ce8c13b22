// `npm run budgets` (after `npm run build`): the cheap performance budgets of issue #8.
//   1. first-load JS of `/` (gzip) ≤ FIRST_LOAD_FACTOR × the floor (React + ReactDOM alone, built
//      with the same webpack settings by scripts/lib/floor.mjs), and ≤ STACK_FACTOR × the
//      required stack's floor (issue #19);
//   2. no route chunk over 60 KB gzip. Route chunks = every async chunk (the lazy page-* chunks,
//      their shared split chunks and the section chunks they load). The initial chunks (runtime,
//      vendor, main) are bounded by budget 1 instead, so vendor is not held to 60 KB;
//   3. none of formik, yup, xstate, react-slick, the member-area screens, the Hindi catalogue or
//      TipTap and ProseMirror in `/`'s first load;
//   4. the team console (src/client/console/) only in the console's own chunks (its group and the
//      console-… groups it loads itself, such as TipTap's): nothing of it in
//      `/`'s first load nor in any chunk a public or member screen loads;
//   5. no task over 50 ms of the site's scripts while `/` starts, Lighthouse desktop preset, in
//      most of five runs (budgets/longTasks.mjs; about a minute; --no-long-tasks skips it).
// First load of `/` = the scripts index.html loads + the chunk group of the home route (read from
// dist/stats/chunk-graph.json, written by the build). Prints a table; exits 1 on any miss.
// Options: --public <dir> (default dist/public; the graph is read from <dir>/../stats).
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { memberCodePattern } from '../src/shared/domain/memberScreens.ts';
import { measureDesktopLongTasks } from './budgets/longTasks.mjs';
import { buildFloor, compressedSizes, STACK_ENTRY } from './lib/floor.mjs';
import { namedScripts } from './lib/pageScripts.mjs';

// The target is 1.6×, and it is missed: measured 2026-11-22, the required stack alone
// (React 19 + RTK/RTK Query/react-redux +26.5 KB, react-router's data router +31 KB) is ~1.87×
// the floor before any app code; `/` is 2.42×. The budget is a ratchet at today's figure, so
// growth fails CI; lower it as the first load shrinks (README, Performance).
// 2026-11-24: 2.45 → 2.46 for the team console's calls: they are entries of the protocol registry
// (shared by every page, as the architecture asks), about 0.5 KB gzip of the first load; the
// console's screens themselves stay out of it (check 4). Measured 165.1 KB = 2.45× + 0.1 KB.
// 2026-11-25: 2.46 → 2.51 for the two languages (issue #18, which allows the English first load
// +4 KB gzip): @lingui/core, the English catalogue and the language entity are +3.9 KB gzip
// (164.9 → 168.8 KB, measured on the same machine); the Hindi catalogue is a lazy chunk.
// 2026-11-25: 2.51 → 2.52 for the trust's identity as site settings (issue #17 item 1): the name,
// logo and footer come from the settings the server writes into the page (bootSettings, the
// settings entity) instead of constants, +0.4 KB gzip (168.8 → 169.2 KB with both merged).
// 2026-11-25: 2.52 → 2.355 as rich text is cleaned on the server (issue #19 item 3): the public
// pages ship no sanitiser (DOMPurify) any more, 169.7 → 158.0 KB gzip (measured on the same
// machine); the budget is that figure rounded up to the next 0.1 KB plus 0.5 KB, 158.6 KB.
// 2026-12-04: 2.355 → 2.36 for the public pages' last English words (issue #18, Done means: no
// literal English in Hindi): the header's and footer's own words and the content sections' default
// buttons ("know more" and the "about …" after it) in the shown language: the header and footer
// filled the last 0.1 KB (162,370 bytes), the sections' words added 226 bytes (162,596); their
// English stays beside its keys (pageWord), not in the first-load catalogue.
// 2026-12-04: 2.36 → 2.37 for server-rendered public pages (issue #19 item 1): the browser takes
// over the server's markup (hydrateRoot, the server's answers read from the page and handed to
// RTK Query and the menus, one app root shared with the server) and reads rich text without a DOM
// (htmlToText over the codec's unescapeHtml), +793 bytes (162,596 → 163,389); what the page shows
// at first paint no longer waits for this script at all. 2.37 → 2.375 the same day: the public
// screens name their chunks, so the server's page links their style sheets (nothing moves when a
// chunk arrives: e2e/perf/cls.test.mjs had found the login card and a detail banner shifting),
// +155 bytes (163,544).
// 2026-12-06: 2.375 → 2.372. Content pictures name their drawn width (sizes, for the server's WebP
// widths: +167 bytes) and image_text's read-more dialog loads its Modal on the press instead of
// with the page (−597 bytes): 163,765 → 163,335 bytes.
// 2026-12-06: 2.372 → 2.38. The start-up runs in steps (main.tsx): the modules it used to import
// statically are imported one step at a time, so their first run is spread over tasks of under
// 30 ms instead of one of 60–180 ms (issue #19 item 3). A module imported that way can no longer be
// merged into its importer's scope, +636 bytes (163,322 → 163,958, both trees built in turn).
// 2026-12-08: 2.38 → 2.386. The page's HTML names one small boot script (src/client/boot.ts)
// that adds the app's scripts once a page the server drew is on screen, so their download and
// first run no longer hold up its first paint and hero picture (Lighthouse mobile LCP, medians of
// `/`, a blog entry and `/login`: 2.0–2.7 s → 1.2–1.4 s, README Performance), +485 bytes
// (164,025 → 164,510, both built in turn).
const FIRST_LOAD_FACTOR = Number(process.env.FIRST_LOAD_FACTOR ?? 2.386);
// Check 1b (issue #19): the same first load against the required stack's floor (React, ReactDOM,
// RTK with RTK Query's hooks, react-redux, React Router; scripts/budgets/stack-entry.tsx) built
// the same way. The target is 1.10×; the budget is a ratchet at today's figure
// (2026-12-04: 163,544 bytes of a 121.7 KB stack = 1.312×), lowered as the first load shrinks
// (2026-12-06: 163,335 bytes = 1.311×, 1.315 → 1.313), raised for the start-up's steps (above:
// 163,958 bytes = 1.316×, 1.313 → 1.317), and for the boot script (above: 164,510 bytes =
// 1.320×, 1.317 → 1.321).
const STACK_FACTOR = Number(process.env.STACK_FACTOR ?? 1.321);
const STACK_TARGET = 1.1;
const ROUTE_CHUNK_MAX_GZIP = 60 * 1024;
/** The chunk group routes.tsx imports for `/` (webpackChunkName of contentRoutes). */
const HOME_GROUPS = ['page-content'];
const FORBIDDEN = [
  /node_modules\/(formik|yup|xstate|@xstate|react-slick|slick-carousel)\//,
  // The member screens' code (and their frame's), from the screens table.
  memberCodePattern(),
  /src\/client\/console\//,
  // Issue #18: only English ships in the first load; the Hindi catalogue is its own chunk.
  /src\/client\/entities\/language\/compiled\/hi\.ts/,
  // Issue #17: the console's rich-text editor (TipTap, ProseMirror) is for the console alone.
  /node_modules\/(@tiptap|prosemirror-[a-z-]+)\//,
];
/**
 * The console's chunk group (webpackChunkName in routes.tsx) and the groups the console loads
 * lazily itself, named `console-…` (its rich-text editor, "console-rich-text"): only they may hold
 * console code.
 */
const CONSOLE_GROUP = 'console';
const isConsoleGroup = (name) => name === CONSOLE_GROUP || name.startsWith(`${CONSOLE_GROUP}-`);
const CONSOLE_CODE = /src\/client\/console\//;

const arg = (name, fallback) => {
  const i = process.argv.indexOf(name);
  return i > 0 ? process.argv[i + 1] : fallback;
};
const publicDir = resolve(arg('--public', 'dist/public'));
const graphFile = join(dirname(publicDir), 'stats/chunk-graph.json');
for (const file of [join(publicDir, 'index.html'), graphFile]) {
  if (!existsSync(file)) {
    console.error(`budgets: ${file} is missing; run \`npm run build\` first.`);
    process.exit(1);
  }
}

const graph = JSON.parse(readFileSync(graphFile, 'utf8'));
const html = readFileSync(join(publicDir, 'index.html'), 'utf8');
// The scripts the page names, the boot script's list included: all of them are the first load.
const entryFiles = namedScripts(html).map((src) => src.replace(/^\//, ''));
const chunkOfFile = new Map(graph.chunks.flatMap((c) => c.files.map((f) => [f, c])));
const byId = new Map(graph.chunks.map((c) => [c.id, c]));

const homeChunks = HOME_GROUPS.flatMap((name) => {
  const ids = graph.groups[name];
  if (!ids) throw new Error(`budgets: no chunk group "${name}" in the build (see HOME_GROUPS)`);
  return ids.map((id) => byId.get(id));
});
const firstLoad = [...new Set([...entryFiles.map((f) => chunkOfFile.get(f)), ...homeChunks])];
if (firstLoad.some((c) => !c))
  throw new Error('budgets: index.html names a script not in the graph');

const sizes = new Map(
  graph.chunks.map((c) => {
    const total = { raw: 0, gzip: 0, brotli: 0 };
    for (const f of c.files) {
      const bytes = readFileSync(join(publicDir, f));
      const z = compressedSizes(bytes);
      total.raw += bytes.length;
      total.gzip += z.gzip;
      total.brotli += z.brotli;
    }
    return [c.id, total];
  }),
);

const floor = buildFloor();
const stack = buildFloor(STACK_ENTRY);
const failures = [];
const kb = (n) => (n / 1024).toFixed(1).padStart(7);
const rows = [];
for (const c of graph.chunks) {
  const s = sizes.get(c.id);
  const inFirst = firstLoad.includes(c);
  const isRoute = !c.initial;
  const over = isRoute && s.gzip > ROUTE_CHUNK_MAX_GZIP;
  if (over) failures.push(`route chunk ${c.files.join(' ')} is ${kb(s.gzip)} KB gzip (max 60)`);
  rows.push([
    c.files.join(' ') || c.id,
    inFirst ? 'first load /' : isRoute ? 'route' : 'initial',
    s,
    over,
  ]);
}
rows.sort((a, b) => b[2].gzip - a[2].gzip);
console.log(`${'chunk'.padEnd(44)} ${'kind'.padEnd(13)}    raw KB  gzip KB    br KB`);
for (const [name, kind, s, over] of rows) {
  console.log(
    `${name.padEnd(44)} ${kind.padEnd(13)} ${kb(s.raw)}  ${kb(s.gzip)}  ${kb(s.brotli)}${over ? '  OVER 60' : ''}`,
  );
}

for (const c of firstLoad) {
  for (const m of c.modules) {
    if (FORBIDDEN.some((re) => re.test(m)))
      failures.push(`${m} is in the first load of / (${c.files})`);
  }
}

if (!graph.groups[CONSOLE_GROUP])
  failures.push(`no chunk group "${CONSOLE_GROUP}": the console is not a lazy chunk of its own`);
for (const [name, ids] of Object.entries(graph.groups)) {
  if (isConsoleGroup(name)) continue;
  for (const id of ids) {
    const c = byId.get(id);
    const leaked = c.modules.filter((m) => CONSOLE_CODE.test(m));
    if (leaked.length)
      failures.push(`console code ${leaked[0]} is in chunk ${c.files} of the "${name}" screens`);
  }
}

const first = firstLoad.reduce((t, c) => t + sizes.get(c.id).gzip, 0);
const firstBr = firstLoad.reduce((t, c) => t + sizes.get(c.id).brotli, 0);
const limit = FIRST_LOAD_FACTOR * floor.gzip;
console.log(`\nfloor (React + ReactDOM): ${kb(floor.gzip)} KB gzip ${kb(floor.brotli)} KB br`);
console.log(
  `first load of /:          ${kb(first)} KB gzip ${kb(firstBr)} KB br = ${(first / floor.gzip).toFixed(2)}× floor (budget ${FIRST_LOAD_FACTOR}× = ${kb(limit)} KB)`,
);
console.log(`(exact: ${first} of ${Math.floor(limit)} bytes)`);
if (first > limit)
  failures.push(
    `first load of / is ${(first / floor.gzip).toFixed(2)}× the floor (max ${FIRST_LOAD_FACTOR}×)`,
  );
const stackRatio = first / stack.gzip;
console.log(`floor (required stack):   ${kb(stack.gzip)} KB gzip ${kb(stack.brotli)} KB br`);
console.log(
  `first load of /:          ${stackRatio.toFixed(3)}× the required stack (budget ${STACK_FACTOR}×, target ${STACK_TARGET}×${stackRatio <= STACK_TARGET ? ', met' : ', not yet met'})`,
);
if (stackRatio > STACK_FACTOR)
  failures.push(
    `first load of / is ${stackRatio.toFixed(3)}× the required stack (max ${STACK_FACTOR}×)`,
  );

// 5. No long task of the site's scripts while `/` starts on Lighthouse's desktop preset.
if (process.argv.includes('--no-long-tasks')) {
  console.log('\nlong tasks on desktop: not measured (--no-long-tasks)');
} else {
  const runs = Number(process.env.BUDGETS_LONG_TASK_RUNS ?? 5);
  console.log(`\nlong tasks of the site's scripts, Lighthouse desktop on / (${runs} runs):`);
  const lt = await measureDesktopLongTasks({ publicDir, runs });
  console.log(`  ${lt.clean} of ${lt.finished} runs without one (the rule: more than half)`);
  if (!lt.ok)
    failures.push(
      `a script ran a task over 50 ms while / started in ${lt.finished - lt.clean} of ${lt.finished} desktop runs`,
    );
}

if (failures.length) {
  console.error(`\nBudgets missed:\n- ${failures.join('\n- ')}`);
  process.exit(1);
}
console.log('\nAll budgets met.');
