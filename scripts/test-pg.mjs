// `npm run test:pg`: runs the server test suite on PostgreSQL. Creates a scratch database, runs
// jest on src/server with DATABASE_URL pointing at it (each test app then makes its own database
// named after it, see src/server/test/pgDatabase.ts), and drops them all afterwards, even on failure.
import { withScratchDatabase } from './lib/pgScratch.mjs';
import { run } from './lib/run.mjs';

// Paths given (`npm run test:pg -- src/server/handlers`) narrow the run; jest ORs patterns, so
// src/server is the default only when none is given.
const args = process.argv.slice(2);
const paths = args.some((a) => !a.startsWith('-')) ? [] : ['src/server'];
const code = await withScratchDatabase((url) =>
  run('npx', ['jest', ...paths, ...args], { DATABASE_URL: url }),
);
process.exit(code);
