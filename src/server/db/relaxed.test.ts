import { sql } from 'kysely';
import { isPostgres } from './dialect';
import { withoutWaitingForDisk } from './relaxed';
import { openDatabase, type Db } from '../plugins/db';
import { countEvent, readEvents } from '../accounts/repositories/throttle';
import { createTestEnv, type TestEnv } from '../../../test/server/helpers/testApp';

let env: TestEnv;
let db: Db;
beforeAll(async () => {
  env = await createTestEnv();
  db = await openDatabase(env.config);
});
afterAll(async () => {
  await db.destroy();
  await env.cleanup();
});

const now = () => new Date().toISOString();

it('writes, and leaves every other write waiting for the disk as before', async () => {
  const writes = Array.from({ length: 20 }, () =>
    withoutWaitingForDisk(db, (on) => countEvent(on, 'view:relaxed', now(), '2000-01-01')),
  );
  // A durable write in between must not run under the relaxed setting.
  await Promise.all([...writes, countEvent(db, 'view:durable', now(), '2000-01-01')]);
  expect((await readEvents(db, 'view:relaxed'))?.count).toBe(20);
  expect((await readEvents(db, 'view:durable'))?.count).toBe(1);

  if (isPostgres(db)) {
    const { rows } = await sql<{ synchronous_commit: string }>`show synchronous_commit`.execute(db);
    expect(rows[0]?.synchronous_commit).toBe('on');
  } else {
    const { rows } = await sql<{ synchronous: number }>`pragma synchronous`.execute(db);
    expect(Number(rows[0]?.synchronous)).toBe(2); // FULL
  }
});

it('restores the setting when the write fails', async () => {
  await expect(withoutWaitingForDisk(db, () => Promise.reject(new Error('boom')))).rejects.toThrow(
    'boom',
  );
  if (!isPostgres(db)) {
    const { rows } = await sql<{ synchronous: number }>`pragma synchronous`.execute(db);
    expect(Number(rows[0]?.synchronous)).toBe(2);
  }
});
