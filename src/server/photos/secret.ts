import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { Config } from '../config';
import type { Db } from '../plugins/db';

export const SECRET_FILE = 'secret';
/** content_meta key of the generated key that processes on one PostgreSQL database share. */
export const SECRET_META_KEY = 'media_secret';

/**
 * The key that signs photo URLs: MEDIA_SECRET, or a random one generated once into
 * DATA_DIR/secret (mode 0600) so that every process on the same data (server, CLI, a second
 * server) signs alike. Created by linking a finished temp file: a reader never sees half a key.
 */
export function loadMediaSecret(config: Pick<Config, 'dataDir' | 'mediaSecret'>): string {
  if (config.mediaSecret) return config.mediaSecret;
  const file = path.join(config.dataDir, SECRET_FILE);
  if (!fs.existsSync(file)) writeSecret(file, randomBytes(32).toString('base64url'), 'link');
  const secret = fs.readFileSync(file, 'utf8').trim();
  if (secret.length < 32) throw new Error(`${file} does not hold a usable secret.`);
  return secret;
}

/** Writes a finished temp file, then links it (first writer wins) or renames it over the old. */
function writeSecret(file: string, secret: string, how: 'link' | 'replace'): void {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  const temp = `${file}.${randomBytes(6).toString('hex')}.tmp`;
  fs.writeFileSync(temp, `${secret}\n`, { mode: 0o600 });
  if (how === 'replace') return fs.renameSync(temp, file);
  try {
    fs.linkSync(temp, file);
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
  } finally {
    fs.unlinkSync(temp);
  }
}

/**
 * The server's key. On PostgreSQL without MEDIA_SECRET, processes with different DATA_DIRs (scale-
 * out) must still sign alike: the first key stored in the database wins, and every process adopts
 * it, also into its DATA_DIR/secret so the CLI and tests reading that file agree.
 */
export async function sharedMediaSecret(
  db: Db,
  config: Pick<Config, 'dataDir' | 'mediaSecret' | 'databaseUrl'>,
): Promise<string> {
  const local = loadMediaSecret(config);
  if (config.mediaSecret || !config.databaseUrl) return local;
  await db
    .insertInto('content_meta')
    .values({ key: SECRET_META_KEY, value: local })
    .onConflict((oc) => oc.column('key').doNothing())
    .execute();
  const row = await db
    .selectFrom('content_meta')
    .select('value')
    .where('key', '=', SECRET_META_KEY)
    .executeTakeFirstOrThrow();
  if (row.value.length < 32) throw new Error('The database does not hold a usable media secret.');
  if (row.value !== local)
    writeSecret(path.join(config.dataDir, SECRET_FILE), row.value, 'replace');
  return row.value;
}
