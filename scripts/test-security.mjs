// `npm run test:security`: the hardening acceptance suite (issue #7, docs/security.md).
//   1. the fuzzer (fuzz.security.test.ts) on SQLite and on a throwaway PostgreSQL database, side by
//      side: it measures no time or memory, so the two runs can share the machine,
//   2. the rest of the *.security.test.ts jest suite on SQLite (scale-out and the nginx test need
//      PostgreSQL: they run in step 3),
//   3. the same on a throwaway PostgreSQL database, scale-out included; steps 2 and 3 measure a
//      running server's time and memory, so they run one file at a time with nothing beside them,
//   4. the browser checks in e2e/security/ against the built site, on SQLite and on PostgreSQL,
//      side by side (a server and a Chromium each),
//   5. the passive header scan of the built site.
// `-- --only=fuzz|sqlite|pg|browser|headers|proxy` runs one step (comma-separated for several);
// `npm run test:proxy` is --only=proxy (the nginx test alone; it needs Debian's nginx).
// Side by side saves about two minutes of CI's 45 (measured 2026-12-07: the fuzzer 94 s on
// SQLite and 130 s on PostgreSQL, the browser checks 66 and 63 s, each using one core of two).
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { withScratchDatabase } from './lib/pgScratch.mjs';
import { run, side } from './lib/run.mjs';

const only = process.argv
  .find((a) => a.startsWith('--only='))
  ?.slice(7)
  .split(',');
const wanted = (step) => (only ? only.includes(step) : step !== 'proxy');
const SECURITY = { TEST_SECURITY: '1' };
// Two processes on one database (and nginx in front of them): PostgreSQL only.
const PG_ONLY = 'scaleout|nginx';
// Runs in step 1, beside itself, instead of in steps 2 and 3.
const FUZZ = 'fuzz\\.security';

const browserFiles = () =>
  readdirSync('e2e/security')
    .filter((f) => f.endsWith('.test.mjs'))
    .map((f) => join('e2e/security', f));

function ensureBuilt() {
  if (existsSync('dist/server/main.js') && existsSync('dist/public/index.html')) return 0;
  console.log('test:security: no complete build in dist/, running `npm run build` first');
  return spawnSync('npm', ['run', 'build'], { stdio: 'inherit' }).status ?? 1;
}

const steps = [
  [
    'fuzz',
    'the fuzzer on SQLite and PostgreSQL, side by side',
    () =>
      side([
        () => run('npx', ['jest', FUZZ], { ...SECURITY, DATABASE_URL: '' }, { title: 'SQLite' }),
        () =>
          withScratchDatabase((url) =>
            run('npx', ['jest', FUZZ], { ...SECURITY, DATABASE_URL: url }, { title: 'PostgreSQL' }),
          ),
      ]),
  ],
  [
    'sqlite',
    'security suite on SQLite',
    () =>
      run('npx', ['jest', '--testPathIgnorePatterns', '/node_modules/', PG_ONLY, FUZZ], {
        ...SECURITY,
        DATABASE_URL: '',
      }),
  ],
  [
    'pg',
    'security suite on PostgreSQL',
    () =>
      withScratchDatabase((url) =>
        run('npx', ['jest', '--testPathIgnorePatterns', '/node_modules/', FUZZ], {
          ...SECURITY,
          DATABASE_URL: url,
        }),
      ),
  ],
  [
    'proxy',
    'two processes behind a real nginx (only with --only=proxy; the pg step runs it too)',
    () =>
      withScratchDatabase((url) =>
        run('npx', ['jest', 'nginx.security'], { ...SECURITY, DATABASE_URL: url }),
      ),
  ],
  [
    'browser',
    'browser checks on SQLite and PostgreSQL, side by side',
    () =>
      ensureBuilt() ||
      side([
        () => run('node', ['scripts/e2e.mjs', ...browserFiles()], {}, { title: 'SQLite' }),
        () =>
          withScratchDatabase((url) =>
            run(
              'node',
              ['scripts/e2e.mjs', ...browserFiles()],
              { E2E_DATABASE_URL: url },
              { title: 'PostgreSQL' },
            ),
          ),
      ]),
  ],
  [
    'headers',
    'passive header scan of the built site',
    () => ensureBuilt() || run('node', ['scripts/scan-headers.mjs']),
  ],
];

const failed = [];
for (const [key, title, step] of steps) {
  if (!wanted(key)) continue;
  console.log(`\n== test:security: ${title}`);
  const code = await step();
  if (code !== 0) failed.push(title);
}
if (failed.length) {
  console.error(`\ntest:security failed: ${failed.join('; ')}`);
  process.exit(1);
}
console.log('\ntest:security passed.');
