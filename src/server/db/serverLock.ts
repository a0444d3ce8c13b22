import fs from 'node:fs';
import path from 'node:path';
import type { Config } from '../config';
import { LockHeldError, tryLock } from './fileLock';

export const SERVER_LOCK = 'server.lock';

/**
 * One server per SQLite data dir: SQLite is one machine's file, and two servers on it would each
 * keep their own caches and limits. A second server fails fast with a plain message; the team
 * command and content:load may still run beside the server. PostgreSQL is shared by design.
 */
export function lockDataDir(config: Pick<Config, 'dataDir' | 'databaseUrl'>): () => void {
  if (config.databaseUrl) return () => undefined;
  fs.mkdirSync(config.dataDir, { recursive: true });
  const got = tryLock(path.join(config.dataDir, SERVER_LOCK));
  if ('release' in got) return got.release;
  throw new LockHeldError(
    `Another server (pid ${got.heldBy}) is already running on the data dir ${config.dataDir}. ` +
      'Stop it first, or give this one its own DATA_DIR; to run several processes, use ' +
      'PostgreSQL (DATABASE_URL).',
    got.heldBy,
  );
}
