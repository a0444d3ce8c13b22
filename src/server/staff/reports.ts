import { REPORT_NOTE_MAX } from '../../shared/domain/reportReasons';
import type { ReportParty } from '../../shared/protocol/safetyTypes';
import { answer, done, invalid, refused } from '../api/outcome';
import { closeReport, findOpenReport, listOpenReports, SAFETY_MESSAGES as M } from '../safety';
import { idOf } from '../db/rowId';
import { audit } from './audit';
import type { StaffHandler } from './types';

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
export const reportsQueue: StaffHandler<'reportsQueue'> = async (_fields, ctx) => {
  const rows = await listOpenReports(ctx.db);
  return answer({
    open_count: rows.length,
    items: rows.map((r) => ({
      report_id: String(r.id),
      reporter: party(r.reporter_id, r.reporter_mem_no, r.reporter_name, r.reporter_label),
      reported: party(r.reported_id, r.reported_mem_no, r.reported_name, r.reported_label),
      reason: r.reason,
      words: r.words,
      reported_at: r.created_at,
    })),
  });
};

/** Closes an open report with the team's note; the close and its audit line are one transaction. */
export const reportClose: StaffHandler<'reportClose'> = async ({ report_id, note }, ctx) => {
  const words = note.trim();
  if (!words) return invalid(M.noteNeeded);
  if (words.length > REPORT_NOTE_MAX) return invalid(M.noteTooLong(REPORT_NOTE_MAX));
  const id = idOf(report_id);
  if (id === null) return refused(M.reportNotOpen);
  const now = ctx.now();
  const closed = await ctx.db.transaction().execute(async (trx) => {
    const report = await findOpenReport(trx, id);
    if (!report) return false;
    const by = ctx.staff.email;
    if (!(await closeReport(trx, { id, by, note: words, at: now.toISOString() }))) return false;
    const actor = { kind: 'staff' as const, id: ctx.staff.id, email: by };
    const subject = `report:${id} member:${report.reported_id ?? 'deleted'}`;
    await audit(trx, actor, { action: 'close_report', subject, reason: words }, now);
    return true;
  });
  return closed ? done(M.reportClosed) : refused(M.reportNotOpen);
};
