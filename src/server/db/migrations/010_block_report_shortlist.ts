import { sql, type ColumnDefinitionBuilder, type Kysely } from 'kysely';
import { withId } from './helpers';

/**
 * Safety between members (issue #14 items 5, 6, 8): blocks, reports to the team and each member's
 * shortlist. Uniqueness is the database's: a member blocks or shortlists another once.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const member = (c: ColumnDefinitionBuilder) =>
    c.notNull().references('members.id').onDelete('cascade');

  await withId(db, db.schema.createTable('member_blocks'))
    .addColumn('blocker_id', 'integer', member)
    .addColumn('blocked_id', 'integer', member)
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addUniqueConstraint('member_blocks_pair_uq', ['blocker_id', 'blocked_id'])
    .execute();
  // The other direction (who blocked me) is read on every search and profile.
  await db.schema
    .createIndex('member_blocks_blocked_idx')
    .on('member_blocks')
    .column('blocked_id')
    .execute();

  await withId(db, db.schema.createTable('member_reports'))
    // Set null, not cascade: a report outlives the account of either side for the team.
    .addColumn('reporter_id', 'integer', (c) => c.references('members.id').onDelete('set null'))
    .addColumn('reported_id', 'integer', (c) => c.references('members.id').onDelete('set null'))
    // Who they were when the report was made, for when an account is deleted.
    .addColumn('reporter_label', 'text', (c) => c.notNull())
    .addColumn('reported_label', 'text', (c) => c.notNull())
    .addColumn('reason', 'text', (c) => c.notNull())
    .addColumn('words', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('closed_at', 'text')
    .addColumn('closed_by', 'text')
    .addColumn('close_note', 'text')
    // The reasons of shared/domain/reportReasons.ts when this shipped; a new one needs a migration.
    .addCheckConstraint(
      'member_reports_reason_ck',
      sql`reason in ('fake_profile', 'already_married', 'abusive_messages', 'asking_for_money', 'inappropriate_photo', 'other')`,
    )
    .execute();
  await db.schema
    .createIndex('member_reports_open_idx')
    .on('member_reports')
    .columns(['closed_at', 'created_at'])
    .execute();

  await withId(db, db.schema.createTable('member_shortlist'))
    .addColumn('member_id', 'integer', member)
    .addColumn('saved_id', 'integer', member)
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addUniqueConstraint('member_shortlist_pair_uq', ['member_id', 'saved_id'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['member_shortlist', 'member_reports', 'member_blocks']) {
    await db.schema.dropTable(table).execute();
  }
}
