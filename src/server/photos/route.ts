import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { Db } from '../plugins/db';
import { maySeePhoto } from '../matching';
import { isStaffViewer, staffMaySeePhoto } from '../staff';
import { findServedPhoto } from './repositories/photos';
import { PHOTO_FILE, type PhotoStore } from './store';

export const PHOTO_MESSAGES = {
  notFound: 'This photo could not be found.',
  forbidden: 'This photo link is not valid or has expired.',
} as const;

function plain(reply: FastifyReply, code: number, text: string): FastifyReply {
  return reply
    .code(code)
    .type('text/plain; charset=utf-8')
    .header('cache-control', 'no-store')
    .send(text);
}

/**
 * GET /photo/:file?exp=…&v=…&sig=… — the only way to a member photo. The signed URL is a
 * capability minted for one viewer; the viewer must also still be allowed to see the photo
 * (matching/photoAccess.ts).
 */
export function photoRoute(
  app: FastifyInstance,
  { db, store, now }: { db: Db; store: PhotoStore; now: () => Date },
): void {
  app.get<{ Params: { file: string }; Querystring: Record<string, unknown> }>(
    '/photo/:file',
    async (request, reply) => {
      const { file } = request.params;
      if (!PHOTO_FILE.test(file)) return plain(reply, 404, PHOTO_MESSAGES.notFound);
      const at = now();
      const viewer = store.check(file, request.query, at);
      if (viewer === null) return plain(reply, 403, PHOTO_MESSAGES.forbidden);
      const photo = await findServedPhoto(db, file);
      if (photo === undefined) return plain(reply, 404, PHOTO_MESSAGES.notFound);
      // Staff links (the verification desk) are numbered apart from members' (staff/photos.ts).
      const allowed = isStaffViewer(viewer)
        ? await staffMaySeePhoto(db, viewer)
        : await maySeePhoto(db, viewer, photo);
      if (!allowed) return plain(reply, 403, PHOTO_MESSAGES.forbidden);
      let bytes: Buffer;
      try {
        bytes = await readFile(path.join(store.dir, file));
      } catch {
        return plain(reply, 404, PHOTO_MESSAGES.notFound);
      }
      const exp = Number(request.query.exp);
      const maxAge = Math.max(0, exp - Math.floor(at.getTime() / 1000));
      return reply
        .type('image/jpeg')
        .header('cache-control', `private, max-age=${maxAge}`)
        .header('cross-origin-resource-policy', 'same-origin')
        .send(bytes);
    },
  );
}
