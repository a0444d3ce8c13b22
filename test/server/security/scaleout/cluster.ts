import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { loadConfig, type Config } from '../../../../src/server/config';
import { createTestDatabase, type TestDatabase } from '../../helpers/pgDatabase';
import { startServer, stopServer, type ServerProcess } from '../../helpers/serverProcess';
import { FIXTURE_CONTENT } from '../../helpers/testApp';
import { seedMembers, type SeededMember } from '../load/seed';

const ADMIN_URL = process.env.TEST_PG_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

/**
 * A database of its own on PostgreSQL: on the run's database under test:pg, else through the
 * local admin URL. Two processes cannot share SQLite, so there is no fallback to it.
 */
async function scratchDatabase(): Promise<TestDatabase> {
  const base = process.env.DATABASE_URL || ADMIN_URL;
  try {
    const database = await createTestDatabase(base);
    if (database) return database;
  } catch (err) {
    const host = new URL(base).host;
    throw new Error(
      `The scale-out test needs PostgreSQL and could not create a database on ${host}: ` +
        `${err instanceof Error ? err.message : String(err)}. Run it with \`npm run test:pg\`, ` +
        'or start PostgreSQL at 127.0.0.1:5432 (or set TEST_PG_ADMIN_URL).',
      { cause: err },
    );
  }
  throw new Error('The scale-out test needs a PostgreSQL URL.');
}

export interface Cluster {
  a: ServerProcess;
  b: ServerProcess;
  /** The settings both processes share (DATA_DIR is A's). */
  config: Config;
  dataDirs: [string, string];
  photoDir: string;
  /** Verified members with PASSWORD: a man (viewer), a woman (owner of a photo), a man (locked). */
  members: { viewer: SeededMember; owner: SeededMember; locked: SeededMember };
  stop(): Promise<void>;
}

/**
 * Two server processes on one PostgreSQL database: separate DATA_DIRs (no shared memory, no
 * shared files) except PHOTO_DIR, as two hosts behind a proxy with shared photo storage.
 */
export async function startCluster({
  mediaSecret,
  env = {},
}: {
  mediaSecret?: string;
  /** More settings for both processes (a proxy's TRUST_PROXY, SITE_ORIGIN, limits). */
  env?: Record<string, string>;
}): Promise<Cluster> {
  const database = await scratchDatabase();
  const root = await mkdtemp(path.join(os.tmpdir(), 'trust-scaleout-'));
  const dataDirs: [string, string] = [path.join(root, 'a'), path.join(root, 'b')];
  const photoDir = path.join(root, 'shared-photos');
  const shared = {
    DATABASE_URL: database.url,
    PHOTO_DIR: photoDir,
    MEDIA_SECRET: mediaSecret ?? '',
    CONTENT_DIR: FIXTURE_CONTENT,
    PUBLIC_DIR: path.join(root, 'public'),
    PASSWORD_HASH_N: '1024',
    // Both look for due jobs five times a second: the lease, not luck, must keep runs single.
    JOBS_TICK_SECONDS: '0.2',
    ...env,
  };
  const servers: ServerProcess[] = [];
  const stop = async () => {
    await Promise.all(servers.map(stopServer));
    await database.drop();
    await rm(root, { recursive: true, force: true });
  };
  try {
    // What the processes read: the inherited environment with the shared settings over it.
    const config = loadConfig({ ...process.env, ...shared, DATA_DIR: dataDirs[0] });
    const [viewer, owner, locked] = (await seedMembers(config, [
      { gender: 'Male' },
      { gender: 'Female', self_goutra: 'Mittal', mama_goutra: 'Agarwal' },
      { gender: 'Male' },
    ])) as [SeededMember, SeededMember, SeededMember];
    for (const dataDir of dataDirs)
      servers.push(await startServer({ ...shared, DATA_DIR: dataDir }));
    const [a, b] = servers as [ServerProcess, ServerProcess];
    return { a, b, config, dataDirs, photoDir, members: { viewer, owner, locked }, stop };
  } catch (err) {
    await stop();
    throw err;
  }
}
