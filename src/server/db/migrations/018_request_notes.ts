import type { Kysely } from 'kysely';

/**
 * The note a member may send with an interest (issue 15, item 9): optional, so null for every
 * request made before and for one sent without a note. Length is checked by the handler.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('member_requests').addColumn('note', 'text').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('member_requests').dropColumn('note').execute();
}
