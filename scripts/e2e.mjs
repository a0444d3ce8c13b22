// `npm run test:e2e`: browser tests of the BUILT site in Debian's Chromium. Builds if needed, then
// runs e2e/*.test.mjs in lanes: each lane is a server of its own (a free port, a fresh data dir,
// SQLite) and runs one file at a time with Node's test runner (BASE_URL and DATA_DIR in the env);
// the lanes take the next file from one queue. The files of e2e/perf/ (layout shift, long tasks,
// paint timing) run last, one at a time, with nothing else running, as their figures are the
// machine's. Each file's output is printed whole when it ends, then a summary of every file.
// Extra arguments are passed to the runner: `npm run test:e2e -- e2e/contact.test.mjs`.
// E2E_LANES (default 2; 1 with E2E_DATABASE_URL, whose one database the lanes would share).
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { failureDigest } from './lib/failureDigest.mjs';
import { startSiteServer } from './lib/siteServer.mjs';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

if (!existsSync(CHROMIUM)) {
  console.error('Chromium is missing: run `apt-get install -y chromium` (Debian) and try again.');
  process.exit(1);
}

if (!existsSync('dist/server/main.js') || !existsSync('dist/public/index.html')) {
  console.log('e2e: no complete build in dist/, running `npm run build` first');
  const build = spawnSync('npm', ['run', 'build'], { stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

// Every journey comes from 127.0.0.1: the per-address limits on mails and messages (proved in
// the security suite) are raised so that the whole suite's registrations and messages fit.
const JOURNEY_LIMITS = Object.fromEntries(
  [
    'REGISTRATION_LIMIT_PER_ADDRESS',
    'CONTACT_LIMIT_PER_ADDRESS',
    'CONTACT_LIMIT_PER_SENDER',
    'OTP_REQUEST_LIMIT_PER_ADDRESS',
    'OTP_RESEND_LIMIT_PER_ADDRESS',
  ].map((name) => [name, '1000']),
);
// SQLite in each lane's fresh data dir, unless E2E_DATABASE_URL names a PostgreSQL database.
const DATABASE_URL = process.env.E2E_DATABASE_URL ?? '';
const LANES = Number(process.env.E2E_LANES ?? (DATABASE_URL ? 1 : 2));

const args = process.argv.slice(2);
const options = args.filter((a) => !a.endsWith('.mjs'));
const testsIn = (dir) =>
  readdirSync(dir)
    .filter((f) => f.endsWith('.test.mjs'))
    .sort()
    .map((f) => join(dir, f));
// The default run: e2e/ and e2e/perf/ (e2e/security/ runs under `npm run test:security`).
const named = args.filter((a) => a.endsWith('.mjs'));
const files = named.length ? named : [...testsIn('e2e'), ...testsIn('e2e/perf')];
const alone = (file) => file.split(/[\\/]/).includes('perf');
// The longest files first, so that the lanes end together (measured 2026-12-06: public-site 160 s,
// crawl and safety-quota 87, the member journey 85, the console 50; most others 3–30 s).
const LONGEST = ['public-site', 'crawl', 'safety-quota', 'member-journey', 'console'];
const rank = (file) => {
  const i = LONGEST.findIndex((name) => file.endsWith(`${name}.test.mjs`));
  return i < 0 ? LONGEST.length : i;
};
const queue = files.filter((f) => !alone(f)).sort((a, b) => rank(a) - rank(b));
const last = files.filter(alone);

const running = new Set();
let stopping = false;
// Ctrl-C or a CI timeout: stop the runners (and so their browsers), then the servers.
for (const signal of ['SIGINT', 'SIGTERM'])
  process.on(signal, () => {
    console.error(`e2e: ${signal}, stopping the tests and the servers`);
    stopping = true;
    for (const child of running) {
      try {
        process.kill(-child.pid, signal);
      } catch {
        child.kill(signal);
      }
    }
  });

/** One file with Node's test runner against one lane's server; resolves to its result. */
function runFile(file, lane) {
  const started = Date.now();
  const child = spawn(
    process.execPath,
    // tsx: the browser tests import the wire codec from src/shared (TypeScript).
    ['--import', 'tsx', '--test', '--test-reporter=spec', ...options, file],
    {
      // DATA_DIR: the member tests read the mail outbox and run the team command on the same data.
      // DATABASE_URL: the team command the tests run must use the server's database.
      env: {
        ...process.env,
        BASE_URL: lane.server.baseUrl,
        CHROMIUM_PATH: CHROMIUM,
        DATA_DIR: lane.server.dataDir,
        DATABASE_URL,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
      // Its own process group, so a stop reaches the test file and its browser too.
      detached: true,
    },
  );
  running.add(child);
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  return new Promise((resolve) =>
    child.on('exit', (code) => {
      running.delete(child);
      const seconds = Math.round((Date.now() - started) / 1000);
      console.log(`\n── ${file} (lane ${lane.number}, ${seconds} s) ──\n${output}`);
      resolve({ file, lane: lane.number, seconds, code: code ?? 1, output });
    }),
  );
}

async function drain(lane, list, results) {
  while (list.length && !stopping) results.push(await runFile(list.shift(), lane));
}

const laneCount = Math.max(1, Math.min(LANES, queue.length));
// allSettled: when one server fails to start, the ones that did are stopped, not left running.
const starts = await Promise.allSettled(
  Array.from({ length: laneCount }, (_, i) =>
    startSiteServer({
      publicSource: 'dist/public',
      env: { ...JOURNEY_LIMITS, DATABASE_URL },
      name: `e2e-${i + 1}`,
    }),
  ),
);
const failedStart = starts.find((s) => s.status === 'rejected');
if (failedStart) {
  await Promise.all(starts.map((s) => s.status === 'fulfilled' && s.value.stop()));
  console.error(`e2e: ${failedStart.reason.message}`);
  process.exit(1);
}
const lanes = starts.map((s, i) => ({ number: i + 1, server: s.value }));
for (const lane of lanes)
  console.log(
    `e2e: lane ${lane.number} at ${lane.server.baseUrl}/ (data in ${lane.server.dataDir})`,
  );

const started = Date.now();
const results = [];
await Promise.all(lanes.map((lane) => drain(lane, queue, results)));
const problems = await Promise.all(lanes.slice(1).map((lane) => lane.server.stop()));
await drain(lanes[0], last, results);
problems.push(await lanes[0].server.stop());
for (const problem of problems.filter(Boolean)) console.error(`e2e: ${problem}`);

const count = (name) =>
  results.reduce(
    (sum, r) => sum + Number(r.output.match(new RegExp(`ℹ ${name} (\\d+)`))?.[1] ?? 0),
    0,
  );
const failed = results.filter((r) => r.code !== 0);
console.log(
  `\ne2e: ${results.length} files in ${Math.round((Date.now() - started) / 1000)} s over ${laneCount} lane(s)`,
);
for (const r of results)
  console.log(`  ${r.code === 0 ? 'ok  ' : 'FAIL'} ${r.file} (lane ${r.lane}, ${r.seconds} s)`);
for (const r of failed) {
  const digest = failureDigest(r.output);
  if (digest.length)
    console.log(`e2e: why ${r.file} failed:\n${digest.map((l) => `  ${l}`).join('\n')}`);
}
console.log(
  `e2e: tests ${count('tests')}, pass ${count('pass')}, fail ${count('fail')}, skipped ${count('skipped')}`,
);
console.log(
  'e2e: screenshots in e2e/screenshots/ (axe best-practice findings in axe-best-practice.json)',
);
process.exit(stopping || failed.length || results.length < files.length ? 1 : 0);
