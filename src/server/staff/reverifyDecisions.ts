import {
  applyIdentityChange,
  dropIdentityChange,
  findIdentityChange,
  findMemberById,
  formatDob,
} from '../accounts';
import { audit, type Actor } from './audit';
import type { DecisionDeps } from './decisions';
import { identityApprovedMail, identityRevertedMail, valueLines } from './reverifyMails';

/**
 * The desk's re-verification of a verified member's name, gender or date of birth (issue #14
 * item 1): approve makes the waiting values the member's, revert discards them. Like the
 * registration decisions, the change and its audit line are one transaction, the mail follows.
 */
export type ReverifyDecision = { ok: true } | { ok: false; message: string };

export const REVERIFY_MESSAGES = {
  nothingWaiting: 'This member has no change waiting to be checked.',
  approved: 'The change has been approved; other members now see it and the member was told.',
  reverted: 'The change has been discarded; the member was told which details were kept.',
} as const;

const lines = (v: { mem_name: string; gender: string; dob: string }) =>
  valueLines([
    { label: 'Name', value: v.mem_name },
    { label: 'Gender', value: v.gender },
    { label: 'Date of birth', value: formatDob(v.dob) },
  ]);

export async function decideIdentityChange(
  { db, mail, now }: DecisionDeps,
  actor: Actor,
  memberId: number,
  decision: 'approve' | 'revert',
): Promise<ReverifyDecision> {
  const [member, change] = await Promise.all([
    findMemberById(db, memberId),
    findIdentityChange(db, memberId),
  ]);
  if (!member || !change) return { ok: false, message: REVERIFY_MESSAGES.nothingWaiting };
  const subject = `member:${member.id} ${member.mem_no ?? ''} <${member.email_id}>`;
  const before = lines(member).replace(/\n/g, '; ');
  const after = lines(change).replace(/\n/g, '; ');
  await db.transaction().execute(async (trx) => {
    if (decision === 'approve') await applyIdentityChange(trx, change);
    else await dropIdentityChange(trx, member.id);
    await audit(
      trx,
      actor,
      { action: `reverify_${decision}`, subject, reason: `${before} → ${after}` },
      now,
    );
  });
  mail.send(
    decision === 'approve'
      ? identityApprovedMail(member.email_id, member.first_name, lines(change), member.language)
      : identityRevertedMail(member.email_id, member.first_name, lines(member), member.language),
  );
  return { ok: true };
}
