// A throwaway PostgreSQL database for a test run: `withScratchDatabase(run)` creates one, hands
// its URL to `run`, and drops it and every database named after it (test apps make their own,
// see test/server/helpers/pgDatabase.ts) afterwards, even when `run` throws.
import { randomBytes } from 'node:crypto';
import pg from 'pg';

const ADMIN_URL = process.env.TEST_PG_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

async function admin(run) {
  const client = new pg.Client({ connectionString: ADMIN_URL });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}

async function dropAll(name) {
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

/** Answers run's exit code; 1 when the database could not be made or dropped. */
export async function withScratchDatabase(run) {
  const name = `test_${randomBytes(6).toString('hex')}`;
  let code = 1;
  try {
    await admin((client) => client.query(`create database "${name}"`));
    const url = new URL(ADMIN_URL);
    url.pathname = `/${name}`;
    console.log(`Using PostgreSQL database ${name}.`);
    code = await run(url.toString());
  } catch (err) {
    console.error(`PostgreSQL run failed: ${err instanceof Error ? err.message : String(err)}`);
  } finally {
    try {
      await dropAll(name);
    } catch (err) {
      console.error(
        `Could not drop the test databases: ${err instanceof Error ? err.message : err}`,
      );
      code = code || 1;
    }
  }
  return code;
}
