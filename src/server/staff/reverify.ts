import type { IdentityDiff } from '../../shared/protocol/identityTypes';
import { idOf } from '../db/rowId';
import { answer, done, refused } from '../api/outcome';
import { formatDob, listIdentityChanges } from '../accounts';
import type { Actor } from './audit';
import {
  decideIdentityChange,
  REVERIFY_MESSAGES as R,
  type ReverifyDecision,
} from './reverifyDecisions';
import type { StaffContext, StaffHandler } from './types';

/** The desk's re-verification calls (identityCalls.ts): the list, approve, revert. */
const MINUTE = 60 * 1000;

const actorOf = (ctx: StaffContext): Actor => ({
  kind: 'staff',
  id: ctx.staff.id,
  email: ctx.staff.email,
});

type Row = Awaited<ReturnType<typeof listIdentityChanges>>[number];

/** The fields whose waiting value differs from what others see, as people read them. */
function diffOf(r: Row): IdentityDiff[] {
  const all: IdentityDiff[] = [
    { field: 'mem_name', label: 'Name', before: r.mem_name, after: r.new_mem_name },
    { field: 'gender', label: 'Gender', before: r.gender, after: r.new_gender },
    { field: 'dob', label: 'Date of birth', before: formatDob(r.dob), after: formatDob(r.new_dob) },
  ];
  return all.filter((d) => d.before !== d.after);
}

export const deskReverifications: StaffHandler<'deskReverifications'> = async (_f, ctx) => {
  const now = ctx.now();
  const rows = await listIdentityChanges(ctx.db);
  return answer({
    now: now.toISOString(),
    items: rows.map((r) => ({
      member_id: String(r.member_id),
      mem_no: String(r.mem_no ?? ''),
      mem_name: r.mem_name,
      requested_at: r.requested_at,
      waited_minutes: Math.max(
        0,
        Math.floor((now.getTime() - Date.parse(r.requested_at)) / MINUTE),
      ),
      changes: diffOf(r),
    })),
  });
};

const decide =
  (decision: 'approve' | 'revert', message: string) =>
  async ({ member_id }: { member_id: string }, ctx: StaffContext) => {
    const id = idOf(member_id);
    const result: ReverifyDecision =
      id === null
        ? { ok: false, message: R.nothingWaiting }
        : await decideIdentityChange(
            { db: ctx.db, mail: ctx.mail, now: ctx.now() },
            actorOf(ctx),
            id,
            decision,
          );
    return result.ok ? done(message) : refused(result.message);
  };

export const deskReverifyApprove: StaffHandler<'deskReverifyApprove'> = decide(
  'approve',
  R.approved,
);

export const deskReverifyRevert: StaffHandler<'deskReverifyRevert'> = decide('revert', R.reverted);
