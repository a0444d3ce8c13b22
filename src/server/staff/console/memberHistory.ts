import type { ExpressionBuilder } from 'kysely';
import type { AuditLine } from '../../../shared/protocol/consoleTypes';
import type { Database } from '../../db/types';
import type { Db } from '../../plugins/db';

/**
 * The audit lines about one member. Every staff action names the member as `member:<id>` at the
 * start of its subject (verify, suspend, notes…) or after a space (a report's close): matched
 * whole, so member:1 never takes member:12's lines.
 */
const aboutMember = (id: number) => (eb: ExpressionBuilder<Database, 'audit_log'>) => {
  const tag = `member:${id}`;
  return eb.or([
    eb('subject', '=', tag),
    eb('subject', 'like', `${tag} %`),
    eb('subject', 'like', `% ${tag} %`),
    eb('subject', 'like', `% ${tag}`),
  ]);
};

/** The member's timeline in the file: the team's actions, newest first. */
export async function memberTimeline(db: Db, id: number, limit: number): Promise<AuditLine[]> {
  return db
    .selectFrom('audit_log')
    .select(['at', 'actor', 'action', 'subject', 'reason'])
    .where(aboutMember(id))
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
}

/** Who verified the member: the actor of the newest verify line, if the desk ever verified. */
export async function verifiedBy(db: Db, id: number): Promise<string | null> {
  const row = await db
    .selectFrom('audit_log')
    .select('actor')
    .where('action', '=', 'verify')
    .where(aboutMember(id))
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
  return row?.actor ?? null;
}
