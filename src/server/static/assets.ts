import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { mediaDir } from '../content/media';

export const IMMUTABLE = 'public, max-age=31536000, immutable';
export const MEDIA_CACHE = 'public, max-age=86400';

/** webpack's [contenthash] names: main.3f2a9c1d.js, 1a2b3c4d5e6f7a8b.png. */
const HASHED = /(^|[.-])[0-9a-f]{8,}\.[a-z0-9]+$/i;

export const isHashedAsset = (filePath: string): boolean => HASHED.test(path.basename(filePath));

/** PUBLIC_DIR at / and DATA_DIR/media at /media/; misses fall through to the not-found handler. */
export async function registerStatic(
  app: FastifyInstance,
  { publicDir, dataDir }: { publicDir: string; dataDir: string },
): Promise<void> {
  await app.register(fastifyStatic, {
    root: publicDir,
    prefix: '/',
    index: false,
    cacheControl: false,
    // The client may be built after the server starts; a missing folder is not an error.
    wildcard: true,
    setHeaders: (reply: FastifyReply, filePath: string) => {
      reply.header('cache-control', isHashedAsset(filePath) ? IMMUTABLE : 'no-cache');
    },
  });

  const media = mediaDir(dataDir);
  fs.mkdirSync(media, { recursive: true });
  await app.register(fastifyStatic, {
    root: media,
    prefix: '/media/',
    index: false,
    cacheControl: false,
    decorateReply: false,
    setHeaders: (reply: FastifyReply) => {
      reply.header('cache-control', MEDIA_CACHE);
    },
  });
}
