// `npm run test:e2e`: browser tests of the BUILT site in Debian's Chromium. Builds if needed, starts
// the server on a free port with a fresh data dir, runs e2e/*.test.mjs and e2e/perf/*.test.mjs
// with Node's test runner (BASE_URL and DATA_DIR in the env), stops the server with SIGTERM and
// exits with the runner's code.
// Extra arguments are passed to the runner: `npm run test:e2e -- e2e/contact.test.mjs`.
import { spawn, spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const HOST = '127.0.0.1';

if (!existsSync(CHROMIUM)) {
  console.error('Chromium is missing: run `apt-get install -y chromium` (Debian) and try again.');
  process.exit(1);
}

if (!existsSync('dist/server/main.js') || !existsSync('dist/public/index.html')) {
  console.log('e2e: no complete build in dist/, running `npm run build` first');
  const build = spawnSync('npm', ['run', 'build'], { stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const freePort = () =>
  new Promise((resolve, reject) => {
    const s = createServer().listen(0, HOST, () => {
      const { port } = s.address();
      s.close(() => resolve(port));
    });
    s.on('error', reject);
  });

const port = await freePort();
const baseUrl = `http://${HOST}:${port}`;
const dataDir = mkdtempSync(join(tmpdir(), 'trust-e2e-data-'));
// The server serves a copy of the built client: a rebuild of dist/ during the run (other work in
// the same tree) would otherwise swap the hashed assets under the pages being tested.
const publicDir = mkdtempSync(join(tmpdir(), 'trust-e2e-public-'));
cpSync('dist/public', publicDir, { recursive: true });
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
const env = {
  ...process.env,
  ...JOURNEY_LIMITS,
  PORT: String(port),
  HOST,
  DATA_DIR: dataDir,
  PUBLIC_DIR: publicDir,
};
// SQLite in the fresh data dir, unless E2E_DATABASE_URL names a PostgreSQL database to use.
delete env.DATABASE_URL;
if (process.env.E2E_DATABASE_URL) env.DATABASE_URL = process.env.E2E_DATABASE_URL;

const server = spawn(process.execPath, ['dist/server/main.js'], {
  env,
  stdio: ['ignore', 'pipe', 'pipe'],
});
let serverLog = '';
server.stdout.on('data', (chunk) => (serverLog += chunk));
server.stderr.on('data', (chunk) => (serverLog += chunk));
const exited = new Promise((resolve) =>
  server.on('exit', (code, signal) => resolve(code ?? signal)),
);

const cleanUp = () => {
  for (const dir of [dataDir, publicDir]) rmSync(dir, { recursive: true, force: true });
};

try {
  await new Promise((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error('the server did not print its URL in 30 s')),
      30_000,
    );
    const check = () => {
      if (serverLog.includes(`${baseUrl}/`)) {
        clearTimeout(timer);
        resolve();
      }
    };
    server.stdout.on('data', check);
    exited.then((code) => reject(new Error(`the server exited early (${code})`)));
  });
} catch (e) {
  console.error(`e2e: ${e.message}\n--- server output ---\n${serverLog}`);
  server.kill('SIGKILL');
  cleanUp();
  process.exit(1);
}
console.log(`e2e: server running at ${baseUrl}/ (data in ${dataDir})`);

const args = process.argv.slice(2);
// The default run: e2e/ and e2e/perf/ (e2e/security/ runs under `npm run test:security`).
const testsIn = (dir) =>
  readdirSync(dir)
    .filter((f) => f.endsWith('.test.mjs'))
    .sort()
    .map((f) => join(dir, f));
const files = args.some((a) => a.endsWith('.mjs'))
  ? []
  : [...testsIn('e2e'), ...testsIn('e2e/perf')];
// One file at a time: each drives its own Chromium, and a 2-core machine also runs the server.
const runner = spawn(
  process.execPath,
  [
    // tsx: the browser tests import the wire codec from src/shared (TypeScript).
    '--import',
    'tsx',
    '--test',
    '--test-reporter=spec',
    '--test-concurrency=1',
    ...args,
    ...files,
  ],
  // Its own process group, so a stop reaches the test files and their browsers too.
  {
    // DATA_DIR: the member tests read the mail outbox and run the team command on the same data.
    // DATABASE_URL: the team command the tests run must use the server's database.
    env: {
      ...process.env,
      BASE_URL: baseUrl,
      CHROMIUM_PATH: CHROMIUM,
      DATA_DIR: dataDir,
      DATABASE_URL: env.DATABASE_URL ?? '',
    },
    stdio: 'inherit',
    detached: true,
  },
);
// Ctrl-C or a CI timeout: stop the runner (and so its browsers), then fall through to stop the server.
for (const signal of ['SIGINT', 'SIGTERM'])
  process.on(signal, () => {
    console.error(`e2e: ${signal}, stopping the tests and the server`);
    try {
      process.kill(-runner.pid, signal);
    } catch {
      runner.kill(signal);
    }
  });
const code = await new Promise((resolve) => runner.on('exit', (c) => resolve(c ?? 1)));

server.kill('SIGTERM');
const serverCode = await Promise.race([
  exited,
  new Promise((resolve) => setTimeout(() => resolve('timeout'), 10_000)),
]);
if (serverCode === 'timeout') {
  console.error('e2e: the server did not stop within 10 s of SIGTERM; killing it');
  server.kill('SIGKILL');
} else if (serverCode !== 0) {
  console.error(
    `e2e: the server exited with ${serverCode} after SIGTERM\n${serverLog.slice(-2000)}`,
  );
}
cleanUp();
console.log(
  `e2e: screenshots in e2e/screenshots/ (axe best-practice findings in axe-best-practice.json)`,
);
process.exit(code);
