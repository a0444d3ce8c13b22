import { revokeAllSessions, type MemberRow } from '../../accounts';
import { deletePhoto } from '../../photos';
import type { Tx } from '../repository';
import { audit, type Actor } from '../audit';
import { setSuspension } from './repository';

/**
 * The team's actions on a member, inside the caller's transaction: the Members page's calls and
 * a report's outcome share them, so a suspension or a removed photo is the same either way. The
 * caller mails the member and removes photo files after the commit.
 */
export const memberSubject = (m: MemberRow): string =>
  `member:${m.id} ${m.mem_no ?? ''} <${m.email_id}>`;

/** Suspends and ends every session; false when the member was already suspended. */
export async function suspendMember(
  trx: Tx,
  actor: Actor,
  member: MemberRow,
  reason: string,
  now: Date,
): Promise<boolean> {
  const at = now.toISOString();
  if (!(await setSuspension(trx, member.id, { suspended_at: at, suspend_reason: reason })))
    return false;
  await revokeAllSessions(trx, member.id, at);
  await audit(trx, actor, { action: 'suspend', subject: memberSubject(member), reason }, now);
  return true;
}

/** Deletes one of the member's photos; answers its files, or undefined when it is not theirs. */
export async function removeMemberPhoto(
  trx: Tx,
  actor: Actor,
  member: MemberRow,
  photoId: number,
  reason: string,
  now: Date,
): Promise<string[] | undefined> {
  const files = await deletePhoto(trx, member.id, photoId);
  if (!files) return undefined;
  const subject = `${memberSubject(member)} photo:${photoId}`;
  await audit(trx, actor, { action: 'photo_removed', subject, reason }, now);
  return files;
}

/** Ends every session of the member's: the member must log in again everywhere. */
export async function revokeMemberSessions(
  trx: Tx,
  actor: Actor,
  member: MemberRow,
  reason: string,
  now: Date,
): Promise<void> {
  await revokeAllSessions(trx, member.id, now.toISOString());
  await audit(
    trx,
    actor,
    { action: 'sessions_revoked', subject: memberSubject(member), reason },
    now,
  );
}
