import { isReportOutcome, type ReportOutcome } from '../../shared/domain/reportOutcomes';
import { REPORT_NOTE_MAX } from '../../shared/domain/reportReasons';
import type { ReportParty, ReportQueueItem } from '../../shared/protocol/safetyTypes';
import { answer, done, invalid, refused } from '../api/outcome';
import { findMemberById } from '../accounts';
import {
  closeReport,
  findOpenReport,
  listClosedReports,
  listOpenReports,
  SAFETY_MESSAGES as M,
} from '../safety';
import { idOf } from '../db/rowId';
import { audit } from './audit';
import { actorOf } from './console/context';
import { OUTCOME_MESSAGES as O } from './console/outcomeMessages';
import { applyOutcome, OutcomeRefused, type OutcomeEffect } from './reportOutcome';
import type { StaffContext, StaffHandler } from './types';

/**
 * One side of a report: the live account when it is still there, else the label kept with it. The
 * member number is the plain one the team reads and searches by (Members, the desk), not the
 * base64 form of the members' wire (requirements §3.3).
 */
const party = (
  id: number | null,
  memNo: number | null,
  name: string | null,
  label: string,
): ReportParty =>
  id === null || name === null
    ? { member_id: null, mem_no: '', mem_name: label }
    : { member_id: String(id), mem_no: String(memNo ?? ''), mem_name: name };

/** The reports queue (issue #16): open member reports, oldest first; admins and verifiers. */
type ReportRow = Awaited<ReturnType<typeof listOpenReports>>[number];
const itemOf = (r: ReportRow): ReportQueueItem => ({
  report_id: String(r.id),
  reporter: party(r.reporter_id, r.reporter_mem_no, r.reporter_name, r.reporter_label),
  reported: party(r.reported_id, r.reported_mem_no, r.reported_name, r.reported_label),
  reason: r.reason,
  words: r.words,
  reported_at: r.created_at,
});

export const reportsQueue: StaffHandler<'reportsQueue'> = async (_fields, ctx) => {
  const rows = await listOpenReports(ctx.db);
  return answer({ open_count: rows.length, items: rows.map(itemOf) });
};

/** How many closed reports the console lists: the recent ones; the audit log keeps them all. */
export const CLOSED_SHOWN = 20;

export const reportsClosed: StaffHandler<'reportsClosed'> = async (_fields, ctx) => {
  const rows = await listClosedReports(ctx.db, CLOSED_SHOWN);
  return answer({
    items: rows.map((r) => ({
      ...itemOf(r),
      outcome: r.outcome ?? 'no_action',
      note: r.close_note ?? '',
      closed_by: r.closed_by ?? '',
      closed_at: r.closed_at ?? '',
    })),
  });
};

type Closed = { refusal: string } | { effect: OutcomeEffect };

/**
 * Closes an open report with its outcome and the team's note. The close, the outcome's effect on
 * the reported member (suspension, photo removal) and their audit lines are one transaction; a
 * refused effect leaves the report open. The member is mailed after the commit.
 */
export const reportClose: StaffHandler<'reportClose'> = async (fields, ctx) => {
  const words = fields.note.trim();
  if (!words) return invalid(M.noteNeeded);
  if (words.length > REPORT_NOTE_MAX) return invalid(M.noteTooLong(REPORT_NOTE_MAX));
  const outcome = fields.outcome.trim();
  if (!isReportOutcome(outcome)) return invalid(O.unknownOutcome);
  const photoId = outcome === 'photo_removed' ? idOf(fields.photo_id?.trim()) : null;
  if (outcome === 'photo_removed' && photoId === null) return invalid(O.photoNeeded);
  const id = idOf(fields.report_id);
  if (id === null) return refused(M.reportNotOpen);
  let closed: Closed;
  try {
    closed = await closeInTransaction(ctx, id, outcome, words, photoId);
  } catch (err) {
    if (err instanceof OutcomeRefused) return refused(err.message);
    throw err;
  }
  if ('refusal' in closed) return refused(closed.refusal);
  await ctx.photos.remove(closed.effect.files);
  if (closed.effect.mail) ctx.mail.send(closed.effect.mail);
  return done(M.reportClosed);
};

async function closeInTransaction(
  ctx: StaffContext,
  id: number,
  outcome: ReportOutcome,
  note: string,
  photoId: number | null,
): Promise<Closed> {
  const now = ctx.now();
  const actor = actorOf(ctx);
  return ctx.db.transaction().execute(async (trx): Promise<Closed> => {
    const report = await findOpenReport(trx, id);
    if (!report) return { refusal: M.reportNotOpen };
    const member =
      report.reported_id === null ? undefined : await findMemberById(trx, report.reported_id);
    if (outcome !== 'no_action' && !member) return { refusal: O.memberGone };
    const at = now.toISOString();
    if (!(await closeReport(trx, { id, by: ctx.staff.email, note, outcome, at })))
      return { refusal: M.reportNotOpen };
    const subject = `report:${id} member:${report.reported_id ?? 'deleted'} outcome:${outcome}`;
    await audit(trx, actor, { action: 'close_report', subject, reason: note }, now);
    const input = { outcome, note, photoId, siteOrigin: ctx.siteOrigin };
    const effect = member
      ? await applyOutcome(trx, actor, member, input, now)
      : { mail: null, files: [] };
    return { effect };
  });
}
