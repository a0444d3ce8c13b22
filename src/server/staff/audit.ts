import type { Db } from '../plugins/db';
import type { Tx } from './repository';

/**
 * Who did something: a signed-in staff member, or the command line (`npm run team -- …`), which
 * is recorded as the command it ran.
 */
export type Actor = { kind: 'staff'; id: number; email: string } | { kind: 'cli'; command: string };

export const actorName = (actor: Actor): string =>
  actor.kind === 'staff' ? actor.email : `cli: ${actor.command}`;

export interface AuditEntry {
  action: string;
  /** What the action was on, e.g. `member:12` or `staff:desk@trust.example`. */
  subject?: string;
  reason?: string;
}

/**
 * Writes one line of the audit log. Call it with the transaction of the change itself, so that
 * the change and its line are committed together or not at all. The table refuses UPDATE and
 * DELETE (migration 007).
 */
export async function audit(db: Tx, actor: Actor, entry: AuditEntry, at: Date): Promise<void> {
  await db
    .insertInto('audit_log')
    .values({
      at: at.toISOString(),
      staff_id: actor.kind === 'staff' ? actor.id : null,
      actor: actorName(actor),
      action: entry.action,
      subject: entry.subject ?? '',
      reason: entry.reason ?? '',
    })
    .execute();
}

export function readAudit(db: Db) {
  return db.selectFrom('audit_log').selectAll().orderBy('id').execute();
}
