import { PHOTO_FOR } from '../../../shared/domain/constants';
import { GALLERY_MAX } from '../../../shared/domain/photoLimits';
import { ACCOUNT_MESSAGES as M } from '../../accounts';
import type { ActionAnswer } from '../../../shared/protocol/types';
import type { HandlerContext, MemberHandler } from '../../api/handler';
import { done, refused, rejected, type Outcome } from '../../api/outcome';
import { decodeDataUrl, processImage } from '../image';
import {
  addPhoto,
  countGalleryPhotos,
  deletePhoto,
  GalleryFullError,
} from '../repositories/photos';

const isPhotoFor = (v: string): v is (typeof PHOTO_FOR)[number] =>
  (PHOTO_FOR as readonly string[]).includes(v);

/**
 * A photo as a data URL, for `memberId`. Judged by its content, re-encoded without metadata,
 * stored under random names outside the public media folder. Any refusal stores nothing: no row
 * and no file. uploadProPic and the photo link of a pending member (pendingPhotos.ts) share it.
 */
export async function storeUploadedPhoto(
  ctx: HandlerContext,
  memberId: number,
  { pro_pic, upd_for }: { pro_pic: string; upd_for: string },
): Promise<Outcome<ActionAnswer>> {
  const kind = upd_for.trim();
  if (!isPhotoFor(kind)) return rejected(M.photoFor);
  if (kind === 'other' && (await countGalleryPhotos(ctx.db, memberId)) >= GALLERY_MAX) {
    return rejected(M.galleryFull);
  }
  const decoded = decodeDataUrl(pro_pic.trim());
  if (!decoded.ok) return rejected(decoded.message);
  const processed = await processImage(decoded.bytes);
  if (!processed.ok) return rejected(processed.message);
  const { full, thumb, width, height } = processed.image;

  const [file, thumbFile] = (await ctx.photos.save(full, thumb)) as [string, string];
  let replaced: string[];
  try {
    const stored = await addPhoto(
      ctx.db,
      {
        member_id: memberId,
        kind,
        file,
        thumb_file: thumbFile,
        width,
        height,
        created_at: ctx.now().toISOString(),
      },
      GALLERY_MAX,
    );
    replaced = stored.replacedFiles;
  } catch (err) {
    await ctx.photos.remove([file, thumbFile]);
    if (err instanceof GalleryFullError) return rejected(M.galleryFull);
    throw err;
  }
  await ctx.photos.remove(replaced);
  return done(M.photoUploaded);
}

export const uploadProPic: MemberHandler<'uploadProPic'> = (request, ctx) =>
  storeUploadedPhoto(ctx, ctx.member.id, request);

export const removePhoto: MemberHandler<'removePhoto'> = async ({ photo_id }, ctx) => {
  const id = photo_id.trim();
  if (!/^\d{1,9}$/.test(id)) return refused(M.photoNotFound);
  const files = await deletePhoto(ctx.db, ctx.member.id, Number(id));
  if (!files) return refused(M.photoNotFound);
  await ctx.photos.remove(files);
  return done(M.photoRemoved);
};
