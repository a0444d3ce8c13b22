import { ValidationError } from 'yup';
import { EDITABLE_PROFILE_FIELDS } from '../../../shared/domain/profile';
import {
  profileUpdateSchema,
  type ProfileUpdateForm,
} from '../../../shared/domain/schemas/profile';
import { firstNameOf } from '../format';
import { firstError, trimmed, withoutUnchosen } from '../input';
import { decodeMemNo } from '../memNo';
import { ACCOUNT_MESSAGES as M } from '../messages';
import { textFieldsOf, toMyProfile } from '../profile';
import type { MemberHandler } from '../../api/handler';
import { answer, done, fail, rejected } from '../../api/outcome';
import { findDuplicate, findMemberById, updateMemberProfile } from '../repositories/members';
import { listPhotos } from '../../photos';
import { countMemberRequests } from '../../matching';
import { gotraExists, stateExists } from '../../content';

/** The caller's own profile; mem_key must be the caller's own encoded member number. */
export const getMyProfile: MemberHandler<'getMyProfile'> = async ({ mem_key }, ctx) => {
  if (decodeMemNo(mem_key) !== ctx.member.memNo) return fail(M.notOwnProfile);
  const row = await findMemberById(ctx.db, ctx.member.id);
  if (!row) return fail(M.notOwnProfile);
  const photos = await listPhotos(ctx.db, row.id);
  const now = ctx.now();
  return answer(toMyProfile(row, photos, (file) => ctx.photos.urlFor(file, ctx.member.id, now)));
};

/**
 * Profile edit: the sent editable fields over the stored ones, checked as a whole by the shared
 * profileUpdateSchema. Reference persons are read-only after registration and ignored.
 */
export const update_profile: MemberHandler<'update_profile'> = async (request, ctx) => {
  const row = await findMemberById(ctx.db, ctx.member.id);
  if (!row) return fail(M.notOwnProfile);
  const sent: Record<string, string> = {};
  for (const f of EDITABLE_PROFILE_FIELDS) {
    const v = request[f];
    if (v !== undefined) sent[f] = v;
  }
  const {
    ref_one_nm: _a,
    ref_one_contact: _b,
    ref_two_nm: _c,
    ref_two_contact: _d,
    ...stored
  } = textFieldsOf(row);
  let form: ProfileUpdateForm;
  try {
    form = withoutUnchosen(
      await profileUpdateSchema.validate(
        trimmed({ ...stored, height: String(row.height), ...sent }),
        { context: { today: ctx.now() }, abortEarly: true, strict: false },
      ),
    );
  } catch (err) {
    if (err instanceof ValidationError) return rejected(firstError(err));
    throw err;
  }
  if (form.state_nm !== row.state_nm && !(await stateExists(ctx.db, form.state_nm))) {
    return rejected(M.unknownState);
  }
  for (const g of [form.self_goutra, form.mama_goutra]) {
    if (g !== row.self_goutra && g !== row.mama_goutra && !(await gotraExists(ctx.db, g))) {
      return rejected(M.unknownGotra);
    }
  }
  const email = form.email_id.toLowerCase();
  const duplicate = await findDuplicate(ctx.db, {
    email,
    mobile: form.contact_no,
    exceptId: row.id,
  });
  if (duplicate) return rejected(duplicate === 'email' ? M.duplicateEmail : M.duplicateMobile);
  const { height, ...text } = form;
  const saved = await updateMemberProfile(ctx.db, row.id, {
    ...text,
    email_id: email,
    height: Number(height),
    first_name: firstNameOf(text.mem_name),
  });
  if (!saved.ok)
    return rejected(saved.duplicate === 'email' ? M.duplicateEmail : M.duplicateMobile);
  return done(M.profileUpdated);
};

export const getDashboardData: MemberHandler<'getDashboardData'> = async (_request, ctx) =>
  answer({ member_reqests: await countMemberRequests(ctx.db, ctx.member.id) });
