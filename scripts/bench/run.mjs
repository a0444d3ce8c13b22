// `npm run bench`: performance figures of the site as ratios to references measured in the same
// run (the machine is shared and noisy). Builds the client and server from the source tree into
// folders of its own, runs each section in turn with progress lines, prints one table with
// targets and pass/miss, and writes it to bench/results/. Misses are reported, not failures;
// the exit code is 1 only when a section could not run.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import { join } from 'node:path';
import { expectAnswer, findDetail } from './api.mjs';
import { buildClient, buildServer } from './build.mjs';
import { measureFirstLoad } from './firstLoad.mjs';
import { STACK_ENTRY } from '../lib/floor.mjs';
import { measureFloor } from './floor.mjs';
import { measureLighthouse } from './lighthouse.mjs';
import { loginStorage } from './loginState.mjs';
import { benchMember } from './member.mjs';
import { members100k, seededLogins } from './members100k.mjs';
import { measureSearch, SEARCHERS } from './searchScale.mjs';
import { startSite } from './server.mjs';
import { coldStartEmpty, coldStartFull } from './startup.mjs';
import { buildRows, printTable, writeResults } from './table.mjs';
import { measureRefusedBody } from './refusedBody.mjs';
import { measureMemberSearchLoad, measureThroughput } from './throughput.mjs';
import { CHROMIUM, elapsedSeconds, progress } from './util.mjs';

/** Members seeded into the site's own data dir, so getMembers has people to find. */
const SITE_MEMBERS = 1000;

const report = {
  startedAt: new Date().toISOString(),
  machine: {
    cpus: os.cpus().length,
    loadAverageAtStart: os.loadavg(),
    node: process.version,
    chromium: spawnSync(CHROMIUM, ['--version'], { encoding: 'utf8' }).stdout?.trim(),
  },
  results: {},
  errors: [],
};
const temps = [];
// Temp dirs go even when a step outside a section throws.
process.on('exit', () => {
  for (const dir of temps) rmSync(dir, { recursive: true, force: true });
});
const tempDir = (name) => {
  const dir = mkdtempSync(join(os.tmpdir(), `trust-bench-${name}-`));
  temps.push(dir);
  return dir;
};

/** Runs one section; a failure is recorded and the bench goes on with the next one. */
async function section(name, fn) {
  progress(`${name} …`);
  try {
    return await fn();
  } catch (err) {
    progress(`${name} FAILED: ${err.message}`);
    report.errors.push({ section: name, message: String(err.stack ?? err) });
    return undefined;
  }
}

progress('building the client (webpack.config.ts, production) and the server bundle');
const publicDir = await buildClient();
temps.push(join(publicDir, '..'));
const server = await buildServer();
const floor = await section('floor: React + ReactDOM with the same webpack settings', measureFloor);
const stack = await section('floor: the required stack with the same webpack settings', () =>
  measureFloor(STACK_ENTRY),
);
const empty = await section('cold start on an empty data dir', () =>
  coldStartEmpty(server, publicDir),
);

const siteData = tempDir('site');
spawnSync(process.execPath, [join(server.cliDir, 'seed-members.js'), String(SITE_MEMBERS)], {
  env: { ...process.env, DATA_DIR: siteData },
});
const site = await startSite(server, { dataDir: siteData, publicDir });
// e2e/lib reads these when first imported (the member helpers below).
process.env.BASE_URL = site.baseUrl;
process.env.DATA_DIR = siteData;
let rssAfterLoadMb;
try {
  progress(`site running at ${site.baseUrl} (${SITE_MEMBERS} seeded members + one bench member)`);
  const setup = await section('site set-up: a member, its UI login, a detail page', async () => {
    const member = await benchMember(site, { cliDir: server.cliDir, dataDir: siteData });
    const storage = await loginStorage(member);
    // The UI login's token: the one the browser holds, valid whatever the session rules are.
    member.token = storage.find((i) => i.name === 'local_token').value;
    const detail = await findDetail(site.baseUrl);
    const routes = [
      { name: 'home', path: '/' },
      { name: 'detail', path: detail.path },
      { name: 'login', path: '/login' },
      { name: 'search', path: '/search_matching', storage },
    ];
    return { member, detail, routes };
  });
  if (setup) {
    const { member, detail, routes } = setup;
    const loads = await section('first-load JS', () => measureFirstLoad(site.baseUrl, routes));
    if (floor && loads) report.results.firstLoad = { floor, stack, routes: loads };
    report.results.lighthouse = await section('Lighthouse', () =>
      measureLighthouse(site.baseUrl, routes),
    );
    report.results.throughput = await section('throughput (autocannon)', () =>
      measureThroughput(site, member, detail),
    );
    report.results.refusedBody = await section('refused 800,000-field body', () =>
      measureRefusedBody(site),
    );
    rssAfterLoadMb = site.rssMb();
  }
} finally {
  await site.stop();
}

const full = await section('100k members', () => members100k(server, publicDir));
let fullStart;
let rss100kMb;
if (full) {
  temps.push(full.dataDir);
  fullStart = await section('cold start on the 100k data dir', () =>
    coldStartFull(server, publicDir, full.dataDir),
  );
  report.results.search = await section('search at 100k members', async () => {
    const big = await startSite(server, { dataDir: full.dataDir, publicDir });
    try {
      const logins = await seededLogins(full.dataDir, SEARCHERS);
      const rows = await measureSearch(big, full.dataDir, logins);
      const hello = report.results.throughput?.hello;
      if (hello) {
        // Issue #19's getMembers figure: over this data set, against the same run's hello-world.
        const login = { p1: logins.emails[0], p2: logins.password };
        const { value } = await expectAnswer(big.baseUrl, 'logint', login);
        const loads = await measureMemberSearchLoad(big, value.local_token, hello);
        report.results.throughput.routes.push(...loads);
      }
      rss100kMb = big.rssMb();
      return rows;
    } finally {
      await big.stop();
    }
  });
}
report.results.startup = {
  empty,
  full: fullStart,
  seeding: full?.seeding,
  rssAfterLoadMb,
  rss100kMb,
};

report.machine.loadAverageAtEnd = os.loadavg();
report.durationSeconds = Math.round(elapsedSeconds());
report.rows = buildRows(report.results);
console.log('');
printTable(report.rows);
const file = writeResults(report);
console.log(
  `\nTook ${report.durationSeconds} s on ${report.machine.cpus} CPUs (load ${report.machine.loadAverageAtStart
    .map((n) => n.toFixed(1))
    .join(' ')} at start). Ratios compare figures of this same run; absolute numbers move with ` +
    `whatever else the machine is doing.\nWritten to ${file} and bench/results/latest.json.`,
);
for (const e of report.errors) console.error(`\n${e.section} could not run:\n${e.message}`);
process.exit(report.errors.length ? 1 : 0);
