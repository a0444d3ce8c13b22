import type { Transaction } from 'kysely';
import { altProblem, MEDIA_TITLE_MAX } from '../../../shared/domain/mediaLibrary';
import type { mediaCalls } from '../../../shared/protocol/mediaCalls';
import type { MediaItem } from '../../../shared/protocol/mediaTypes';
import { answer, done, fail, refused, rejected } from '../../api/outcome';
import { contentChanged } from '../../cache';
import type { Database } from '../../db/types';
import { newContentVersion } from '../../content';
import {
  addMedia,
  countUses,
  deleteMedia,
  encodeLibraryPicture,
  findMedia,
  listMedia,
  movedMedia,
  PICTURE_SETTINGS,
  readReferences,
  removePicture,
  rewriteReferences,
  saveMediaWords,
  swapped,
  writePicture,
  type MediaRow,
} from '../../media';
import { decodeDataUrl } from '../../photos';
import { keepVersion, readSettings, writeSettings } from '../../settings';
import { audit } from '../audit';
import type { StaffContext, StaffHandler, StaffHandlerTable } from '../types';
import { actorOf, idOf } from './context';
import { MEDIA_MESSAGES as M } from './mediaMessages';

const SEARCH_MAX = 100;

const itemOf = (row: MediaRow, uses: number): MediaItem => ({
  id: row.id,
  path: row.path,
  url: `/media/${row.path.split('/').map(encodeURIComponent).join('/')}`,
  alt: row.alt,
  title: row.title,
  width: row.width,
  height: row.height,
  bytes: row.bytes,
  uploaded_by: row.uploaded_by,
  uploaded_at: row.uploaded_at,
  replaced_at: row.replaced_at,
  uses,
});

/** The alt text and title sent, trimmed, or the first problem with them in words. */
function wordsOf(
  alt: string,
  title: string | undefined,
): { problem: string } | { alt: string; title: string } {
  const problem = altProblem(alt);
  if (problem) return { problem };
  const t = (title ?? '').trim();
  if (t.length > MEDIA_TITLE_MAX) return { problem: M.titleTooLong(MEDIA_TITLE_MAX) };
  return { alt: alt.trim(), title: t };
}

/** The picture sent as a data URL, checked and re-encoded; or the reason it was refused. */
async function pictureOf(dataUrl: string) {
  const decoded = decodeDataUrl(dataUrl.trim());
  if (!decoded.ok) return decoded;
  return encodeLibraryPicture(decoded.bytes);
}

/** Every process's answer cache drops the content at once: the site shows the change. */
async function contentMoved(
  ctx: StaffContext,
  write: (trx: Transaction<Database>) => Promise<void>,
): Promise<void> {
  await ctx.db.transaction().execute(async (trx) => {
    await write(trx);
    await newContentVersion(trx);
  });
  contentChanged(ctx.db);
}

export const mediaList: StaffHandler<'mediaList'> = async ({ q }, { db }) => {
  const words = (q ?? '').trim();
  if (words.length > SEARCH_MAX) return fail(M.searchTooLong);
  const [{ rows, total }, uses] = await Promise.all([listMedia(db, words), countUses(db)]);
  return answer({ items: rows.map((r) => itemOf(r, uses.get(r.path) ?? 0)), total });
};

export const mediaUpload: StaffHandler<'mediaUpload'> = async (request, ctx) => {
  const words = wordsOf(request.alt ?? '', request.title);
  if ('problem' in words) return fail(words.problem);
  const picture = await pictureOf(request.pro_pic);
  if (!picture.ok) return fail(picture.message);
  const { bytes, width, height } = picture.image;
  const path = await writePicture(ctx.mediaDir, picture.image);
  try {
    const row = await ctx.db.transaction().execute(async (trx) => {
      const added = await addMedia(trx, {
        path,
        ...words,
        width,
        height,
        bytes: bytes.length,
        uploaded_by: ctx.staff.email,
        uploaded_at: ctx.now().toISOString(),
      });
      await audit(
        trx,
        actorOf(ctx),
        { action: 'media_upload', subject: `media:${added.id}`, reason: `${path}: ${words.alt}` },
        ctx.now(),
      );
      return added;
    });
    return answer({ item: itemOf(row, 0), message: M.uploaded });
  } catch (err) {
    await removePicture(ctx.mediaDir, path);
    throw err;
  }
};

export const mediaSave: StaffHandler<'mediaSave'> = async (request, ctx) => {
  const words = wordsOf(request.alt ?? '', request.title);
  if ('problem' in words) return rejected(words.problem);
  const id = idOf(request.media_id);
  const row = id === null ? undefined : await findMedia(ctx.db, id);
  if (!row) return refused(M.unknown);
  // The public pages carry the alt text (getPgData's media_alt): their cached answers must go.
  await contentMoved(ctx, async (trx) => {
    await saveMediaWords(trx, row.id, words);
    await audit(
      trx,
      actorOf(ctx),
      { action: 'media_save', subject: `media:${row.id}`, reason: `${row.path}: ${words.alt}` },
      ctx.now(),
    );
  });
  return done(M.saved);
};

export const mediaUses: StaffHandler<'mediaUses'> = async (request, { db }) => {
  const id = idOf(request.media_id);
  const row = id === null ? undefined : await findMedia(db, id);
  if (!row) return fail(M.unknown);
  const uses = (await readReferences(db, row.path)).map((r) => r.use);
  return answer({ item: itemOf(row, uses.length), uses });
};

export const mediaReplace: StaffHandler<'mediaReplace'> = async (request, ctx) => {
  const id = idOf(request.media_id);
  const row = id === null ? undefined : await findMedia(ctx.db, id);
  if (!row) return fail(M.unknown);
  const picture = await pictureOf(request.pro_pic);
  if (!picture.ok) return fail(picture.message);
  const { bytes, width, height } = picture.image;
  const path = await writePicture(ctx.mediaDir, picture.image);
  const at = ctx.now().toISOString();
  let result: { item: MediaRow; places: number };
  try {
    result = await ctx.db.transaction().execute(async (trx) => {
      const rewritten = await rewriteReferences(trx, row.path, path);
      const settingKeys = rewritten
        .filter((r) => r.use.kind === 'setting' && PICTURE_SETTINGS.some((k) => k === r.use.field))
        .map((r) => r.use.field);
      if (settingKeys.length > 0) {
        const settings = await readSettings(trx);
        for (const key of PICTURE_SETTINGS)
          if (settingKeys.includes(key)) settings[key] = swapped(settings[key], row.path, path);
        await writeSettings(trx, settings, at);
        await keepVersion(trx, settings, {
          savedBy: ctx.staff.email,
          note: `The picture ${row.path} was replaced in the media library.`,
          at,
        });
      }
      const item = await movedMedia(trx, row.id, {
        path,
        width,
        height,
        bytes: bytes.length,
        replaced_at: at,
      });
      await newContentVersion(trx);
      await audit(
        trx,
        actorOf(ctx),
        {
          action: 'media_replace',
          subject: `media:${row.id}`,
          reason: `${row.path} → ${path} in ${rewritten.length} places: ${rewritten
            .slice(0, 10)
            .map((r) => r.use.where)
            .join('; ')}`,
        },
        ctx.now(),
      );
      return { item, places: rewritten.length };
    });
  } catch (err) {
    await removePicture(ctx.mediaDir, path);
    throw err;
  }
  contentChanged(ctx.db);
  // The old file stays: pages already open in a browser still name it.
  return answer({ item: itemOf(result.item, result.places), message: M.replaced(result.places) });
};

export const mediaDelete: StaffHandler<'mediaDelete'> = async (request, ctx) => {
  const id = idOf(request.media_id);
  const row = id === null ? undefined : await findMedia(ctx.db, id);
  if (!row) return refused(M.unknown);
  const used = await ctx.db.transaction().execute(async (trx) => {
    const refs = await readReferences(trx, row.path);
    if (refs.length > 0) return refs;
    await deleteMedia(trx, row.id);
    await audit(
      trx,
      actorOf(ctx),
      { action: 'media_delete', subject: `media:${row.id}`, reason: row.path },
      ctx.now(),
    );
    return [];
  });
  if (used.length > 0) return refused(M.stillUsed(used.length, used[0]?.use.where ?? ''));
  await removePicture(ctx.mediaDir, row.path);
  return done(M.deleted);
};

/** The handlers of mediaCalls.ts, spread into the staff handler table (dispatch.ts). */
export const mediaHandlers: Pick<StaffHandlerTable, keyof typeof mediaCalls> = {
  mediaList,
  mediaUpload,
  mediaSave,
  mediaUses,
  mediaReplace,
  mediaDelete,
};
