import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { Config } from '../config';

export const SECRET_FILE = 'secret';

/**
 * The key that signs photo URLs: MEDIA_SECRET, or a random one generated once into
 * DATA_DIR/secret (mode 0600) so that every process on the same data (server, CLI, a second
 * server) signs alike. Created by linking a finished temp file: a reader never sees half a key.
 */
export function loadMediaSecret(config: Pick<Config, 'dataDir' | 'mediaSecret'>): string {
  if (config.mediaSecret) return config.mediaSecret;
  const file = path.join(config.dataDir, SECRET_FILE);
  if (!fs.existsSync(file)) {
    fs.mkdirSync(config.dataDir, { recursive: true });
    const temp = `${file}.${randomBytes(6).toString('hex')}.tmp`;
    fs.writeFileSync(temp, `${randomBytes(32).toString('base64url')}\n`, { mode: 0o600 });
    try {
      fs.linkSync(temp, file);
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
    } finally {
      fs.unlinkSync(temp);
    }
  }
  const secret = fs.readFileSync(file, 'utf8').trim();
  if (secret.length < 32) throw new Error(`${file} does not hold a usable secret.`);
  return secret;
}
