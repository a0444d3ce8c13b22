import fs from 'node:fs';
import path from 'node:path';
import { SQLITE_FILE } from '../../../src/server/plugins/db';
import { createTestEnv, type TestEnv } from '../helpers/testApp';
import { envOf, startServer, stopServer } from '../helpers/serverProcess';
import { waitForLock } from '../../../src/server/db/fileLock';
import { SERVER_LOCK } from '../../../src/server/db/serverLock';

// One SQLite data dir, one server (requirements §8, several processes). PostgreSQL is shared.
const onSqlite = process.env.DATABASE_URL ? describe.skip : describe;

onSqlite('several processes on one SQLite data dir', () => {
  let env: TestEnv;
  beforeAll(async () => {
    env = await createTestEnv();
  });
  afterAll(() => env.cleanup());

  it('a second server on the same data dir exits at once with a clear message', async () => {
    const first = await startServer(envOf(env.config));
    try {
      const second = startServer(envOf(env.config));
      await expect(second).rejects.toThrow(/Another server \(pid \d+\) is already running/);
      await expect(second).rejects.toThrow(/exited \(1\)/);
    } finally {
      expect(await stopServer(first)).toBe(0);
    }
    expect(fs.existsSync(path.join(env.config.dataDir, SERVER_LOCK))).toBe(false);
  }, 60_000);

  it('a lock left by a killed server is taken over', async () => {
    const killed = await startServer(envOf(env.config));
    killed.child.kill('SIGKILL');
    await killed.exited;
    expect(fs.existsSync(path.join(env.config.dataDir, SERVER_LOCK))).toBe(true);
    const next = await startServer(envOf(env.config));
    expect((await fetch(`${next.url}nope.js`)).status).toBe(404);
    expect(await stopServer(next)).toBe(0);
  }, 60_000);

  it('keeps the database and its WAL readable by the owner only', () => {
    for (const suffix of ['', '-wal']) {
      const file = path.join(env.config.dataDir, SQLITE_FILE + suffix);
      if (suffix === '' || fs.existsSync(file)) {
        expect((fs.statSync(file).mode & 0o777).toString(8)).toBe('600');
      }
    }
  });

  it('migrations take turns: a second waiter gets the lock only after the first releases', async () => {
    const file = path.join(env.config.dataDir, 'turns.lock');
    const release = await waitForLock(file);
    let second = false;
    const waiting = waitForLock(file).then((r) => {
      second = true;
      return r;
    });
    await new Promise((r) => setTimeout(r, 200));
    expect(second).toBe(false);
    release();
    (await waiting)();
    expect(second).toBe(true);
  });
});
