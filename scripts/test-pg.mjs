// `npm run test:pg`: runs the server test suite on PostgreSQL. Creates a scratch database, runs
// jest on src/server with DATABASE_URL pointing at it (each test app then makes its own database
// named after it, see src/server/test/pgDatabase.ts), and drops them all afterwards, even on failure.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import pg from 'pg';

const ADMIN_URL = process.env.TEST_PG_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const name = `test_${randomBytes(6).toString('hex')}`;

async function admin(run) {
  const client = new pg.Client({ connectionString: ADMIN_URL });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}

function jest(databaseUrl, extraArgs) {
  const bin = process.platform === 'win32' ? 'npx.cmd' : 'npx';
  const child = spawn(bin, ['jest', 'src/server', ...extraArgs], {
    stdio: 'inherit',
    env: { ...process.env, DATABASE_URL: databaseUrl },
    shell: process.platform === 'win32',
  });
  const forward = (signal) => child.kill(signal);
  process.on('SIGINT', forward);
  process.on('SIGTERM', forward);
  return new Promise((resolve) => {
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
    child.on('error', () => resolve(1));
  });
}

async function dropAll() {
  await admin(async (client) => {
    const { rows } = await client.query(
      'select datname from pg_database where datname = $1 or datname like $2',
      [name, `${name}\\_%`],
    );
    for (const { datname } of rows) {
      await client.query(`drop database if exists "${datname}" with (force)`);
    }
  });
}

let code = 1;
try {
  await admin((client) => client.query(`create database "${name}"`));
  const url = new URL(ADMIN_URL);
  url.pathname = `/${name}`;
  console.log(`Running the server tests on PostgreSQL database ${name}.`);
  code = await jest(url.toString(), process.argv.slice(2));
} catch (err) {
  console.error(`test:pg could not run: ${err instanceof Error ? err.message : String(err)}`);
} finally {
  try {
    await dropAll();
  } catch (err) {
    console.error(`Could not drop the test databases: ${err instanceof Error ? err.message : err}`);
    code = code || 1;
  }
}
process.exit(code);
