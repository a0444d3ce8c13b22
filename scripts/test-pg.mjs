// `npm run test:pg`: runs the server test suite on PostgreSQL. Creates a scratch database, runs
// jest on the server's tests (src/server, and the harnesses in test/server) with DATABASE_URL pointing
// at it (each test app then makes its own database named after it, see
// test/server/helpers/pgDatabase.ts), and drops them all afterwards, even on failure.
import { withScratchDatabase } from './lib/pgScratch.mjs';
import { run } from './lib/run.mjs';

// Paths given (`npm run test:pg -- src/server/accounts`) narrow the run; jest ORs patterns, so
// the server's folders are the default only when none is given.
const args = process.argv.slice(2);
const paths = args.some((a) => !a.startsWith('-')) ? [] : ['src/server', 'test/server'];
// Each test app makes its own database and runs every migration (fourteen now) in its beforeAll:
// about a second alone, but past jest's 5 s default when the machine is busy (seen in CI with
// other jobs running), so hooks and tests get 20 s here. A test that hangs still fails.
const code = await withScratchDatabase((url) =>
  run('npx', ['jest', '--testTimeout=20000', ...paths, ...args], { DATABASE_URL: url }),
);
process.exit(code);
