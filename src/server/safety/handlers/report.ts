import { isReportReason, REPORT_WORDS_MAX } from '../../../shared/domain/reportReasons';
import type { MemberHandler } from '../../api/handler';
import { done, invalid, refused, rejected } from '../../api/outcome';
import { findMemberById } from '../../accounts';
import { withdrawPendingBetween } from '../../matching';
import { SAFETY_MESSAGES as M } from '../messages';
import { insertBlock } from '../repositories/blocks';
import { insertReport } from '../repositories/reports';
import { findTarget, memberLabel } from '../target';

/**
 * Report (issue #14 item 6): the report reaches the team's queue and the reporter blocks the
 * reported member, in one transaction. Nothing the reported member can call reads reports, so
 * the reporter is never named to them.
 */
export const reportMember: MemberHandler<'reportMember'> = async (
  { req_acc_infoid, reason, words },
  ctx,
) => {
  const me = ctx.member.id;
  const text = (words ?? '').trim();
  if (!isReportReason(reason)) return invalid(M.unknownReason);
  if (reason === 'other' && !text) return invalid(M.wordsNeeded);
  if (text.length > REPORT_WORDS_MAX) return invalid(M.wordsTooLong(REPORT_WORDS_MAX));
  const target = await findTarget(ctx.db, me, req_acc_infoid);
  if (!target.ok)
    return target.why === 'self' ? rejected(M.notYourself) : refused(M.memberNotFound);
  const reporter = await findMemberById(ctx.db, me);
  if (!reporter) return refused(M.memberNotFound);
  const other = target.member;
  const now = ctx.now().toISOString();
  const id = await ctx.db.transaction().execute(async (trx) => {
    const reportId = await insertReport(trx, {
      reporter_id: me,
      reported_id: other.id,
      reporter_label: memberLabel(reporter),
      reported_label: memberLabel(other),
      reason,
      words: text,
      created_at: now,
    });
    await insertBlock(trx, me, other.id, now);
    await withdrawPendingBetween(trx, me, other.id);
    return reportId;
  });
  ctx.log.info({ reportId: id }, 'member reported');
  return done(M.reported);
};
