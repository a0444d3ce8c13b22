import type { MemberStatus } from '../../shared/protocol/types';
import type { Db } from '../plugins/db';
import { firstChangeRequest, openChangeRequest, resolveChangeRequests } from './deskRepository';

/**
 * A registration the desk sent back for changes (issue 16): the member logs in, reads what to
 * change on the dashboard, and saving My Profile sends it back to the queue.
 */

/** What the member's profile save answers when it sends the registration back to the team. */
export const CHANGES_SAVED =
  'Your profile has been updated and sent back to our team for verification. We will write to you soon.';

/**
 * The member calls open to a pending registration's session once the desk has asked it for
 * changes (only that flow logs a pending member in): reading its own profile and logging out,
 * also after the save that sent it back (so the page still loads); changing it only while the
 * request is open. Any other pending member is refused every member call.
 */
const OWN_READS: readonly string[] = ['getMyProfile', 'getDashboardData', 'logout'];
const OWN_CHANGES: readonly string[] = ['update_profile', 'uploadProPic', 'removePhoto'];

/** Whether the desk's request for changes to this registration is still open. */
export async function awaitingChanges(db: Db, memberId: number): Promise<boolean> {
  return (await openChangeRequest(db, memberId)) !== undefined;
}

/** The open request's words and time, for the member's dashboard; null when none is open. */
export async function changesRequested(
  db: Db,
  memberId: number,
): Promise<{ asked_at: string; text: string } | null> {
  const request = await openChangeRequest(db, memberId);
  return request ? { asked_at: request.asked_at, text: request.text } : null;
}

/** Whether a pending member's session may make this member call (a verified one makes all). */
export async function pendingMayCall(
  db: Db,
  member: { id: number; status: MemberStatus },
  type: string,
): Promise<boolean> {
  if (member.status !== 'pending') return false;
  if (OWN_READS.includes(type)) return (await firstChangeRequest(db, member.id)) !== undefined;
  return OWN_CHANGES.includes(type) && (await awaitingChanges(db, member.id));
}

/** A pending member with an open request may use the member area (its own profile). */
export async function memberAreaOpen(
  db: Db,
  member: { id: number; status: MemberStatus },
): Promise<boolean> {
  if (member.status === 'verified') return true;
  return member.status === 'pending' && (await awaitingChanges(db, member.id));
}

/** After the member saved the profile: the open request is answered and the queue has it again. */
export async function changesAnswered(
  db: Db,
  member: { id: number; status: MemberStatus },
  at: Date,
): Promise<boolean> {
  if (member.status !== 'pending' || !(await awaitingChanges(db, member.id))) return false;
  await resolveChangeRequests(db, member.id, at.toISOString());
  return true;
}
