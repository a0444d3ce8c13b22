import { randomBytes } from 'node:crypto';
import { Client } from 'pg';

export interface TestDatabase {
  url: string;
  drop(): Promise<void>;
}

async function admin<T>(url: string, run: (c: Client) => Promise<T>): Promise<T> {
  const client = new Client({ connectionString: url });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}

/**
 * Under `npm run test:pg` (DATABASE_URL set) every test app gets a database of its own, named
 * after the run's database so the runner can sweep leftovers; otherwise undefined (SQLite).
 */
export async function createTestDatabase(
  // A test that needs PostgreSQL even outside test:pg passes an admin URL here.
  base: string | undefined = process.env.DATABASE_URL,
): Promise<TestDatabase | undefined> {
  if (!base) return undefined;
  const url = new URL(base);
  const name = `${url.pathname.slice(1)}_${randomBytes(5).toString('hex')}`;
  if (!/^\w{1,63}$/.test(name)) throw new Error(`Unusable test database name "${name}".`);
  await admin(base, (c) => c.query(`create database "${name}"`));
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: () =>
      admin(base, (c) => c.query(`drop database if exists "${name}" with (force)`)).then(
        () => undefined,
      ),
  };
}
