import { ValidationError } from 'yup';
import { check } from '../../../shared/domain/checks';
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
import { findMemberById, updateMemberProfile } from '../repositories/members';
import { holdIdentityChange } from '../repositories/identity';
import { IDENTITY_MESSAGES as I } from '../identityMessages';
import { heldIdentity, identityOf, pendingOf } from '../identity';
import { listPhotos } from '../../photos';
import { countMemberRequests, countWaitingForAnswer } from '../../matching';
import { gotraExists, stateExists } from '../../content';
import { CHANGES_SAVED, changesAnswered, changesRequested } from '../../staff';
import { findPreferences, savePreferences } from '../repositories/preferences';
import { preferencesUpdate } from '../preferences';

/** The caller's own profile; mem_key must be the caller's own encoded member number. */
export const getMyProfile: MemberHandler<'getMyProfile'> = async ({ mem_key }, ctx) => {
  if (decodeMemNo(mem_key) !== ctx.member.memNo) return fail(M.notOwnProfile);
  const row = await findMemberById(ctx.db, ctx.member.id);
  if (!row) return fail(M.notOwnProfile);
  const photos = await listPhotos(ctx.db, row.id);
  const now = ctx.now();
  const pending = await pendingOf(ctx.db, row.id, now);
  const preferences = await findPreferences(ctx.db, row.id);
  return answer({
    ...toMyProfile(row, photos, (file) => ctx.photos.urlFor(file, ctx.member.id, now), pending),
    ...preferences,
  });
};

/**
 * Profile edit: the sent editable fields over the stored ones, checked as a whole by the shared
 * profileUpdateSchema. Reference persons are read-only after registration and ignored. A
 * verified member's new name, gender or date of birth waits for the team (identity.ts); the
 * other fields are saved at once.
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
    return rejected(check('stateListed'));
  }
  for (const g of [form.self_goutra, form.mama_goutra]) {
    if (g !== row.self_goutra && g !== row.mama_goutra && !(await gotraExists(ctx.db, g))) {
      return rejected(check('gotraListed'));
    }
  }
  // Email and mobile change only with the password (handlers/contact.ts). Taken and free
  // values get these same words, so this form tells nothing about other members.
  if (form.email_id.toLowerCase() !== row.email_id || form.contact_no !== row.contact_no) {
    return rejected(I.contactNeedsPassword);
  }
  // About me and the partner preferences: only when sent (older clients send none).
  const preferences = await preferencesUpdate(
    ctx.db,
    request,
    await findPreferences(ctx.db, row.id),
  );
  if (!preferences.ok) return rejected(preferences.message);
  const { height, ...text } = form;
  const held = heldIdentity(row, text, ctx.now());
  const changes = {
    ...text,
    ...(held ? identityOf(row) : {}),
    email_id: row.email_id,
    height: Number(height),
    first_name: held ? row.first_name : firstNameOf(text.mem_name),
  };
  await ctx.db.transaction().execute(async (trx) => {
    await updateMemberProfile(trx, row.id, changes);
    if (held) await holdIdentityChange(trx, held);
    if (preferences.value) await savePreferences(trx, row.id, preferences.value, ctx.now());
  });
  // Saved after the team asked for changes: the registration goes back to the queue (issue 16).
  if (await changesAnswered(ctx.db, row, ctx.now())) return done(CHANGES_SAVED);
  return done(held ? I.identityHeld : M.profileUpdated);
};

export const getDashboardData: MemberHandler<'getDashboardData'> = async (_request, ctx) =>
  answer({
    member_reqests: await countMemberRequests(ctx.db, ctx.member.id, ctx.now()),
    changes_requested: await changesRequested(ctx.db, ctx.member.id),
    waiting_for_answer: await countWaitingForAnswer(ctx.db, ctx.member.id, ctx.now()),
  });
