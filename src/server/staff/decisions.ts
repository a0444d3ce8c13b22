import type { Db } from '../plugins/db';
import type { Mailer } from '../plugins/mail';
import {
  findMemberById,
  rejectedMail,
  revokeAllSessions,
  setMemberStatus,
  verifiedMail,
  type MemberRow,
} from '../accounts';
import { notify } from '../notifications';
import { audit, actorName, type Actor } from './audit';
import { insertChangeRequest, resolveChangeRequests } from './deskRepository';
import { changesAskedMail } from './mails';

/**
 * What the verification desk decides about a registration. One function per decision, shared by
 * the console's calls and `npm run team -- verify/reject`: the change and its audit line are one
 * transaction; the mail goes out after the commit.
 */
export interface DecisionDeps {
  db: Db;
  mail: Mailer;
  now: Date;
}

export type Decision = { ok: true; member: MemberRow } | { ok: false; message: string };

export const DECISION_MESSAGES = {
  unknown: 'This registration could not be found.',
  alreadyVerified: 'This registration is already verified.',
  notPending: 'Only a registration awaiting verification can be sent back for changes.',
} as const;

const subject = (m: MemberRow) => `member:${m.id} ${m.mem_no ?? ''} <${m.email_id}>`;

export async function verifyRegistration(
  { db, mail, now }: DecisionDeps,
  actor: Actor,
  memberId: number,
): Promise<Decision> {
  const member = await findMemberById(db, memberId);
  if (!member) return { ok: false, message: DECISION_MESSAGES.unknown };
  if (member.status === 'verified')
    return { ok: false, message: DECISION_MESSAGES.alreadyVerified };
  await db.transaction().execute(async (trx) => {
    await setMemberStatus(trx, member.id, { status: 'verified', at: now.toISOString() });
    await resolveChangeRequests(trx, member.id, now.toISOString());
    await audit(trx, actor, { action: 'verify', subject: subject(member) }, now);
    await notify(trx, member.id, 'profileVerified', { at: now });
  });
  const byOffice = member.registered_by_staff !== null;
  mail.send(
    verifiedMail(member.email_id, member.first_name, member.mem_no ?? 0, member.language, byOffice),
  );
  return { ok: true, member };
}

/** Rejects (also a verified member, who is then logged out everywhere); the mail gives the reason. */
export async function rejectRegistration(
  { db, mail, now }: DecisionDeps,
  actor: Actor,
  memberId: number,
  reason: string,
): Promise<Decision> {
  const member = await findMemberById(db, memberId);
  if (!member) return { ok: false, message: DECISION_MESSAGES.unknown };
  await db.transaction().execute(async (trx) => {
    await setMemberStatus(trx, member.id, { status: 'rejected', reason });
    await revokeAllSessions(trx, member.id, now.toISOString());
    await resolveChangeRequests(trx, member.id, now.toISOString());
    await audit(trx, actor, { action: 'reject', subject: subject(member), reason }, now);
  });
  mail.send(rejectedMail(member.email_id, member.first_name, reason, member.language));
  return { ok: true, member };
}

/** Sends a pending registration back to the member: it leaves the queue until resolved. */
export async function askForChanges(
  { db, mail, now }: DecisionDeps,
  actor: Actor,
  memberId: number,
  text: string,
): Promise<Decision> {
  const member = await findMemberById(db, memberId);
  if (!member) return { ok: false, message: DECISION_MESSAGES.unknown };
  if (member.status !== 'pending') return { ok: false, message: DECISION_MESSAGES.notPending };
  await db.transaction().execute(async (trx) => {
    const at = now.toISOString();
    await insertChangeRequest(trx, {
      member_id: member.id,
      text,
      asked_by: actorName(actor),
      asked_at: at,
    });
    await audit(trx, actor, { action: 'ask_changes', subject: subject(member), reason: text }, now);
    await notify(trx, member.id, 'changesAsked', { at: now });
  });
  mail.send(changesAskedMail(member.email_id, member.first_name, text, member.language));
  return { ok: true, member };
}
