import { MESSAGES } from '../../shared/domain/messages';
import { registry, type CurlType } from '../../shared/protocol/registry';
import { failAnswer, type WireAnswer } from '../../shared/protocol/wire';
import { ACCOUNT_MESSAGES, resolveSession, type SessionMember } from '../accounts';
import type { Db } from '../plugins/db';
import { checkStaffAccess, pendingMayCall, type StaffCaller } from '../staff';

export type Access =
  { ok: true; member: SessionMember | null; staff?: StaffCaller } | { ok: false; wire: WireAnswer };

/**
 * Who is calling: visitor calls need nobody; member calls need the local_token of a session of a
 * verified member; team calls need a staff session whose role the call lists (src/server/staff).
 */
export async function checkAccess(
  type: CurlType,
  fields: Record<string, string>,
  { db, now }: { db: Db; now: () => Date },
): Promise<Access> {
  const access = registry[type].access;
  if (access === 'visitor') return { ok: true, member: null };
  if (access === 'team') {
    const staff = await checkStaffAccess(type, fields, { db, now });
    return staff.ok ? { ok: true, member: null, staff: staff.staff } : staff;
  }
  if (access !== 'member') return { ok: false, wire: failAnswer(MESSAGES.notLoggedIn) };
  const member = await resolveSession(db, fields.local_token, now());
  if (!member) return { ok: false, wire: failAnswer(MESSAGES.notLoggedIn) };
  // A registration sent back for changes may open and save its own profile (issue 16).
  if (member.status !== 'verified' && !(await pendingMayCall(db, member, type))) {
    return { ok: false, wire: failAnswer(ACCOUNT_MESSAGES.awaitingVerification) };
  }
  return { ok: true, member };
}
