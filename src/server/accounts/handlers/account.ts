import { CONSENT_VERSION } from '../../../shared/domain/schemas/registration';
import type { MyDataExport } from '../../../shared/protocol/types';
import { formatDob, formatTime } from '../format';
import { encodeMemNo } from '../memNo';
import { ACCOUNT_MESSAGES as M } from '../messages';
import { pendingOf } from '../identity';
import { textFieldsOf } from '../profile';
import type { MemberHandler } from '../../api/handler';
import { answer, done, fail, refused, rejected } from '../../api/outcome';
import { deleteMember, findMemberById, setPhotoVisibility } from '../repositories/members';
import { findPreferences } from '../repositories/preferences';
import { listPhotos } from '../../photos';
import { listRequestsWithOther } from '../../matching';
import { revokeAllSessions, revokeSession } from '../repositories/sessions';
import { checkPassword, releasePasswordAttempt, reservePasswordAttempt } from './login';

/** Logout; with everywhere=1 (My Profile), every device's session ends too. */
export const logout: MemberHandler<'logout'> = async ({ everywhere }, ctx) => {
  const at = ctx.now().toISOString();
  if (everywhere === '1') await revokeAllSessions(ctx.db, ctx.member.id, at);
  else await revokeSession(ctx.db, ctx.member.sessionId, at);
  return done(M.loggedOut);
};

/** Everything stored about the caller (ASVS 8.3 / data portability), never the password hash. */
export const exportMyData: MemberHandler<'exportMyData'> = async (_request, ctx) => {
  const row = await findMemberById(ctx.db, ctx.member.id);
  if (!row) return fail(M.notOwnProfile);
  const requests = await listRequestsWithOther(ctx.db, row.id, ctx.now());
  const photos = await listPhotos(ctx.db, row.id);
  const pending = await pendingOf(ctx.db, row.id, ctx.now());
  // About me and partner preferences are part of what the site holds (requirements §3.4.7).
  const preferences = await findPreferences(ctx.db, row.id);
  const exported = (direction: 'sent' | 'received') =>
    requests
      .filter((r) => r.direction === direction)
      .map((r) => ({
        other_mem_no: encodeMemNo(r.other_mem_no ?? 0),
        req_status: r.req_status,
        created_at: r.created_at,
        updated_at: r.updated_at,
        note: r.note,
      }));
  const data: MyDataExport = {
    exported_at: ctx.now().toISOString(),
    profile: {
      ...textFieldsOf(row),
      ...preferences,
      id: row.id,
      mem_no: encodeMemNo(row.mem_no ?? 0),
      first_name: row.first_name,
      height: row.height,
      fmt_dob: formatDob(row.dob),
      fmt_time: formatTime(row.birth_time),
      photo_visibility: row.photo_visibility,
      status: row.status,
      created_at: row.created_at,
      verified_at: row.verified_at,
    },
    consent: { version: row.consent_version || CONSENT_VERSION, given_at: row.consent_at },
    requests_sent: exported('sent'),
    requests_received: exported('received'),
    photos: photos.map((p) => ({
      id: p.id,
      kind: p.kind,
      width: p.width,
      height: p.height,
      created_at: p.created_at,
    })),
    ...pending,
  };
  return answer(data);
};

/** Deletes the account after the password is checked (throttled like a login). */
export const deleteAccount: MemberHandler<'deleteAccount'> = async ({ password }, ctx) => {
  const row = await findMemberById(ctx.db, ctx.member.id);
  if (!row) return refused(M.notOwnProfile);
  const wait = await reservePasswordAttempt(ctx, row.email_id);
  if (wait !== null) return refused(M.tooManyAttempts(wait));
  if (!(await checkPassword(ctx, row, password))) return refused(M.wrongPassword);
  await releasePasswordAttempt(ctx, row.email_id);
  const files = await deleteMember(ctx.db, row.id);
  await ctx.photos.remove(files);
  ctx.log.info({ memberId: row.id }, 'account deleted by its member');
  return done(M.accountDeleted);
};

export const setPhotoVisibilityHandler: MemberHandler<'setPhotoVisibility'> = async (
  { visibility },
  ctx,
) => {
  const v = visibility.trim();
  if (v !== 'all' && v !== 'accepted') return rejected(M.visibilityChoice);
  await setPhotoVisibility(ctx.db, ctx.member.id, v);
  return done(M.visibilitySaved);
};
