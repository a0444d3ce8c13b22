import { answer } from '../../api/outcome';
import type { StaffHandler } from '../types';
import { auditCount, auditPage, auditValues } from './repository';

/** The audit log browser (admins): newest first, AUDIT_PAGE lines a page, by who and what. */
export const AUDIT_PAGE = 50;

export const auditBrowse: StaffHandler<'auditBrowse'> = async ({ page, actor, action }, ctx) => {
  const filter = { actor: (actor ?? '').trim(), action: (action ?? '').trim() };
  const total = await auditCount(ctx.db, filter);
  const pages = Math.max(1, Math.ceil(total / AUDIT_PAGE));
  const asked = /^\d{1,6}$/.test(page ?? '') ? Number(page) : 1;
  const current = Math.min(Math.max(1, asked), pages);
  const rows = await auditPage(ctx.db, filter, current, AUDIT_PAGE);
  return answer({
    items: rows.map((r) => ({
      at: r.at,
      actor: r.actor,
      action: r.action,
      subject: r.subject,
      reason: r.reason,
    })),
    page: current,
    pages,
    actors: await auditValues(ctx.db, 'actor'),
    actions: await auditValues(ctx.db, 'action'),
  });
};
