import type { Kysely } from 'kysely';
import { withId } from './helpers';

/**
 * Interest lifecycle and in-site notifications (issue 14, items 9 and 10).
 *
 * member_requests gains two marks instead of a new req_status: the status check of 002 cannot be
 * changed on SQLite without rebuilding the table, and the expiry is computed from created_at
 * anyway (an interest is Expired 30 days after it was sent, whether or not the job has run).
 * - expired_at: set by the interest-expiry job; a record of when it was seen expired.
 * - reminder_sent_at: claimed by one conditional UPDATE before the day-23 reminder goes out,
 *   so a second run or a second process never mails it again.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('member_requests').addColumn('expired_at', 'text').execute();
  await db.schema.alterTable('member_requests').addColumn('reminder_sent_at', 'text').execute();
  // The jobs look for pending requests by age.
  await db.schema
    .createIndex('member_requests_status_created_idx')
    .on('member_requests')
    .columns(['req_status', 'created_at'])
    .execute();

  await withId(db, db.schema.createTable('notifications'))
    .addColumn('member_id', 'integer', (c) =>
      c.notNull().references('members.id').onDelete('cascade'),
    )
    .addColumn('kind', 'text', (c) => c.notNull())
    // The request it is about, if any (no foreign key: a withdrawn request is deleted).
    .addColumn('request_id', 'integer')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('read_at', 'text')
    .execute();
  await db.schema
    .createIndex('notifications_member_idx')
    .on('notifications')
    .columns(['member_id', 'id'])
    .execute();

  // One row per mail kind a member turned off; no row: the mail is sent.
  await db.schema
    .createTable('notification_mail_off')
    .addColumn('member_id', 'integer', (c) =>
      c.notNull().references('members.id').onDelete('cascade'),
    )
    .addColumn('kind', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('notification_mail_off_pk', ['member_id', 'kind'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('notification_mail_off').execute();
  await db.schema.dropTable('notifications').execute();
  await db.schema.dropIndex('member_requests_status_created_idx').execute();
  await db.schema.alterTable('member_requests').dropColumn('reminder_sent_at').execute();
  await db.schema.alterTable('member_requests').dropColumn('expired_at').execute();
}
