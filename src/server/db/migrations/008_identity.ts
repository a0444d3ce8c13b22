import { sql, type Kysely } from 'kysely';
import { withId } from './helpers';

/**
 * Identity changes (issue #14 items 1 and 7): a verified member's new name, gender or date of
 * birth waits in `identity_changes` (one row per member: its presence is the re-verification
 * state) while the members row keeps what others see; a new email waits in `email_changes` for
 * its mailed link (only the token's sha256 is stored). Verified rows without a verification day
 * get the day of their audit line, else their registration day, so the badge has a date.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('identity_changes')
    .addColumn('member_id', 'integer', (c) =>
      c.primaryKey().references('members.id').onDelete('cascade'),
    )
    .addColumn('mem_name', 'text', (c) => c.notNull())
    .addColumn('gender', 'text', (c) => c.notNull())
    .addColumn('dob', 'text', (c) => c.notNull())
    .addColumn('requested_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('identity_changes_requested_idx')
    .on('identity_changes')
    .column('requested_at')
    .execute();

  await withId(db, db.schema.createTable('email_changes'))
    .addColumn('member_id', 'integer', (c) =>
      c.notNull().references('members.id').onDelete('cascade'),
    )
    .addColumn('new_email', 'text', (c) => c.notNull())
    .addColumn('token_hash', 'text', (c) => c.notNull().unique())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('email_changes_member_idx')
    .on('email_changes')
    .column('member_id')
    .execute();

  await backfillVerifiedAt(db);
}

/** Verified rows without a day: their desk's verify line (decisions.ts's subject), else joining. */
export async function backfillVerifiedAt(db: Kysely<unknown>): Promise<void> {
  await sql`update members set verified_at = coalesce(
      (select min(a.at) from audit_log a
        where a.action = 'verify' and a.subject like 'member:' || members.id || ' %'),
      created_at)
    where status = 'verified' and verified_at is null`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('email_changes').execute();
  await db.schema.dropTable('identity_changes').execute();
}
