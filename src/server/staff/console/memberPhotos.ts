import { answer, done, fail, refused } from '../../api/outcome';
import { findMemberById } from '../../accounts';
import { photoRemovedMail } from './memberMails';
import { removeMemberPhoto, revokeMemberSessions } from './memberActions';
import { staffPhotos } from '../photos';
import type { StaffHandler } from '../types';
import { actorOf, idOf } from './context';
import { CONSOLE_MESSAGES as M } from './messages';
import { OUTCOME_MESSAGES as O } from './outcomeMessages';
import { target } from './members';

/** The Members page's photos and sessions (issue #16 item 6): see, remove with a reason, sign out. */
export const memberPhotos: StaffHandler<'memberPhotos'> = async ({ member_id }, ctx) => {
  const id = idOf(member_id);
  const member = id === null ? undefined : await findMemberById(ctx.db, id);
  if (!member) return fail(M.unknownMember);
  const items = await staffPhotos(ctx.db, ctx.photos, member.id, ctx.staff.id, ctx.now());
  return answer({ items });
};

/**
 * Removes a photo as the member's own removal does (the row, then its files), with an audit line
 * in the row's transaction; the member is mailed the reason.
 */
export const memberPhotoRemove: StaffHandler<'memberPhotoRemove'> = async (fields, ctx) => {
  const t = await target(ctx, fields.member_id, fields.reason, M.reasonNeeded);
  if ('refusal' in t) return t.refusal;
  const photoId = idOf(fields.photo_id);
  if (photoId === null) return refused(O.photoNotFound);
  const now = ctx.now();
  const files = await ctx.db
    .transaction()
    .execute((trx) => removeMemberPhoto(trx, actorOf(ctx), t.member, photoId, t.words, now));
  if (!files) return refused(O.photoNotFound);
  await ctx.photos.remove(files);
  ctx.mail.send(
    photoRemovedMail(
      t.member.email_id,
      t.member.first_name,
      t.words,
      ctx.siteOrigin,
      t.member.language,
    ),
  );
  return done(O.photoRemoved);
};

export const memberRevokeSessions: StaffHandler<'memberRevokeSessions'> = async (fields, ctx) => {
  const t = await target(ctx, fields.member_id, fields.reason, M.reasonNeeded);
  if ('refusal' in t) return t.refusal;
  const now = ctx.now();
  await ctx.db
    .transaction()
    .execute((trx) => revokeMemberSessions(trx, actorOf(ctx), t.member, t.words, now));
  return done(O.sessionsRevoked);
};
