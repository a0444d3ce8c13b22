import { PHOTO_LINK_PATH } from '../../../shared/domain/afterRegistration';
import { STATUS } from '../../../shared/protocol/wire';
import {
  givePhotoTicketUploadBack,
  openPhotoTicket,
  photoItems,
  takePhotoTicketUpload,
} from '../../accounts';
import type { Handler } from '../../api/handler';
import { answer, fail, refused } from '../../api/outcome';
import { listPhotos } from '../repositories/photos';
import { storeUploadedPhoto } from './photos';

/**
 * The photo link mailed at registration (issue #15 item 7): a member awaiting verification adds
 * photos with its ticket instead of a session. The ticket names the member; the calls reach
 * only her photos. Her photos stay private (matching/photoAccess.ts: no one but she and the
 * team sees a photo of a member who is not verified).
 */
export const PENDING_PHOTO_MESSAGES = {
  linkNotValid: `This link is not valid or has expired. Once you are verified, add photos in My Profile.`,
  usedUp:
    'This link has been used for as many photos as it allows. Add more in My Profile once you are verified.',
} as const;
const P = PENDING_PHOTO_MESSAGES;

export const getPendingPhotos: Handler<'getPendingPhotos'> = async ({ ticket }, ctx) => {
  const now = ctx.now();
  const row = await openPhotoTicket(ctx.db, ticket, now);
  if (!row) return fail(P.linkNotValid);
  const photos = await listPhotos(ctx.db, row.member_id);
  return answer({
    first_name: row.first_name,
    expires_at: row.expires_at,
    uploads_left: row.uploads_left,
    // Minted for the member herself: the photo route lets an owner see her own photos.
    photos: photoItems(photos, (file) => ctx.photos.urlFor(file, row.member_id, now)),
  });
};

/** uploadProPic's checks and pipeline; a photo they refuse gives its upload back to the ticket. */
export const uploadPendingPhoto: Handler<'uploadPendingPhoto'> = async (request, ctx) => {
  const now = ctx.now();
  const row = await openPhotoTicket(ctx.db, request.ticket, now);
  if (!row) return refused(P.linkNotValid);
  if (!(await takePhotoTicketUpload(ctx.db, row.id, now))) return refused(P.usedUp);
  let outcome;
  try {
    outcome = await storeUploadedPhoto(ctx, row.member_id, request);
  } catch (err) {
    await givePhotoTicketUploadBack(ctx.db, row.id);
    throw err;
  }
  if (!outcome.ok || outcome.value.status !== STATUS.done) {
    await givePhotoTicketUploadBack(ctx.db, row.id);
  } else {
    ctx.log.info({ memberId: row.member_id }, `photo added through ${PHOTO_LINK_PATH}`);
  }
  return outcome;
};
