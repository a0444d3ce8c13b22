import { sql, type Kysely } from 'kysely';

/**
 * What the team did about a closed report (issue #16 item 4): one of the outcomes of
 * shared/domain/reportOutcomes.ts when this shipped (a new one needs a migration), null while
 * the report is open. Reports closed before outcomes existed were closed with a note only: they
 * count as no action.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('member_reports')
    .addColumn('outcome', 'text', (c) =>
      c.check(sql`outcome in ('no_action', 'warned', 'photo_removed', 'suspended')`),
    )
    .execute();
  await sql`update member_reports set outcome = 'no_action' where closed_at is not null`.execute(
    db,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('member_reports').dropColumn('outcome').execute();
}
