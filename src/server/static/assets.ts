import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { makeVariant, mediaDir } from '../content';
import { parseVariant } from '../../shared/domain/mediaVariants';

export const IMMUTABLE = 'public, max-age=31536000, immutable';
export const MEDIA_CACHE = 'public, max-age=86400';

/** webpack's [contenthash] names: main.3f2a9c1d.js, 1a2b3c4d5e6f7a8b.png. */
const HASHED = /(^|[.-])[0-9a-f]{8,}\.[a-z0-9]+$/i;

/** The build's pre-compressed copies (main.3f2a9c1d.js.br) are as immutable as the file. */
const PACKED = /\.(br|gz)$/;

export const isHashedAsset = (filePath: string): boolean =>
  HASHED.test(path.basename(filePath).replace(PACKED, ''));

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
    // The build writes .br and .gz beside each script, style sheet and SVG (webpack.config.ts).
    preCompressed: true,
    // The client may be built after the server starts; a missing folder is not an error.
    wildcard: true,
    setHeaders: (reply: FastifyReply, filePath: string) => {
      reply.header('cache-control', isHashedAsset(filePath) ? IMMUTABLE : 'no-cache');
    },
  });

  const media = mediaDir(dataDir);
  fs.mkdirSync(media, { recursive: true });
  const makingOnce = sharedJobs<boolean>();
  // A picture's responsive size (srcset) is made on its first request if the load did not make it.
  app.addHook('onRequest', async (request) => {
    const url = request.url.split('?')[0] ?? '';
    if (!url.startsWith('/media/') || request.method !== 'GET') return;
    let file: string;
    try {
      file = decodeURIComponent(url.slice('/media/'.length));
    } catch {
      return;
    }
    const variant = parseVariant(file);
    if (!variant) return;
    const root = path.resolve(media);
    const target = path.resolve(root, file);
    const original = path.resolve(root, variant.original);
    // Only inside the media folder; traversal falls through to the static plugin's own 404.
    if (!original.startsWith(root + path.sep) || fs.existsSync(target)) return;
    if (fs.existsSync(original))
      await makingOnce(target, () => makeVariant(media, variant.original, variant.width));
  });
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

/**
 * Runs one job per key at a time: callers that ask while it runs get the same promise, so
 * concurrent first requests for one variant encode it once instead of racing to write it.
 */
export function sharedJobs<T>(): (key: string, job: () => Promise<T>) => Promise<T> {
  const running = new Map<string, Promise<T>>();
  return (key, job) => {
    const pending = running.get(key);
    if (pending) return pending;
    const started = job().finally(() => running.delete(key));
    running.set(key, started);
    return started;
  };
}
