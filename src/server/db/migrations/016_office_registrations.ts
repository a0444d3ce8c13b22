import type { Kysely } from 'kysely';

/**
 * Registrations made by the trust office from the console (issue #16 item 9): the staff account
 * that entered the biodata and when. Both stay null for a member's own registration. Staff
 * accounts are disabled, never deleted, so the id always names someone; it is not declared a
 * foreign key because SQLite cannot drop a column a foreign key uses (down would fail).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('members').addColumn('registered_by_staff', 'integer').execute();
  await db.schema.alterTable('members').addColumn('registered_by_staff_at', 'text').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const column of ['registered_by_staff_at', 'registered_by_staff'])
    await db.schema.alterTable('members').dropColumn(column).execute();
}
