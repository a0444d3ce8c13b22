import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';

/** Member photos live outside DATA_DIR/media (which is public) and are served only by signature. */
export const photosDir = (dataDir: string): string => path.join(dataDir, 'photos');

export const PHOTO_FILE = /^[0-9a-f]{32}\.jpg$/;
/** A link is valid 15 to 20 minutes: expiry rounds up to 5 minutes, so links repeat for a while
 * and the browser can cache the image. */
export const LINK_LIFETIME_S = 15 * 60;
const ROUND_S = 5 * 60;

export interface PhotoStore {
  dir: string;
  /** Writes new files under random names; answers the names. */
  save(...contents: Buffer[]): Promise<string[]>;
  remove(files: readonly string[]): Promise<void>;
  /** A capability URL for one viewer: /photo/{file}?exp=…&v=…&sig=… */
  urlFor(file: string, viewerId: number, now: Date): string;
  /** The viewer a URL was minted for, or null when its signature is wrong or it has expired. */
  check(
    file: string,
    query: { exp?: unknown; v?: unknown; sig?: unknown },
    now: Date,
  ): number | null;
}

/** `dir` is PHOTO_DIR (config.photoDir); without it, DATA_DIR/photos as before PHOTO_DIR existed. */
export function photoStore(
  dataDir: string,
  secret: string,
  dir: string = photosDir(dataDir),
): PhotoStore {
  const sign = (file: string, exp: string, viewer: string) =>
    createHmac('sha256', secret).update(`${file}\n${exp}\n${viewer}`).digest();
  return {
    dir,
    async save(...contents) {
      await mkdir(dir, { recursive: true });
      const names: string[] = [];
      try {
        for (const content of contents) {
          const name = `${randomBytes(16).toString('hex')}.jpg`;
          await writeFile(path.join(dir, name), content, { flag: 'wx', mode: 0o600 });
          names.push(name);
        }
      } catch (err) {
        await this.remove(names);
        throw err;
      }
      return names;
    },
    async remove(files) {
      for (const file of files) {
        if (PHOTO_FILE.test(file)) await rm(path.join(dir, file), { force: true });
      }
    },
    urlFor(file, viewerId, now) {
      const nowS = Math.floor(now.getTime() / 1000);
      const exp = String(Math.ceil((nowS + LINK_LIFETIME_S) / ROUND_S) * ROUND_S);
      const sig = sign(file, exp, String(viewerId)).toString('base64url');
      return `/photo/${file}?exp=${exp}&v=${viewerId}&sig=${sig}`;
    },
    check(file, { exp, v, sig }, now) {
      if (typeof exp !== 'string' || typeof v !== 'string' || typeof sig !== 'string') return null;
      if (!/^\d{1,12}$/.test(exp) || !/^\d{1,10}$/.test(v)) return null;
      if (Number(exp) * 1000 <= now.getTime()) return null;
      const expected = sign(file, exp, v);
      const given = Buffer.from(sig, 'base64url');
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
      return Number(v);
    },
  };
}
