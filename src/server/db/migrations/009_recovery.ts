import type { Kysely } from 'kysely';

/**
 * Issue #14 (safety: recovery and fair quotas).
 *
 * member_addresses: the connections a member has logged in from (hashed address key), so a
 * forgot-password request from the owner's usual connection has its own code-mail budget that
 * strangers elsewhere cannot use up (accounts/recovery.ts). Pruned after 90 days unused.
 *
 * quota_views: which members a member has been shown in the search ('listed') or opened in full
 * ('profile') on one day (India time). One row per (viewer, member, day, kind), so reloading a
 * page or seeing someone again costs nothing (matching/quota.ts). Pruned after a day.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('member_addresses')
    .addColumn('member_id', 'integer', (c) =>
      c.notNull().references('members.id').onDelete('cascade'),
    )
    .addColumn('address_hash', 'text', (c) => c.notNull())
    .addColumn('last_login_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('member_addresses_pk', ['member_id', 'address_hash'])
    .execute();
  await db.schema
    .createIndex('member_addresses_last_idx')
    .on('member_addresses')
    .column('last_login_at')
    .execute();

  await db.schema
    .createTable('quota_views')
    .addColumn('viewer_id', 'integer', (c) =>
      c.notNull().references('members.id').onDelete('cascade'),
    )
    .addColumn('member_id', 'integer', (c) => c.notNull())
    .addColumn('day', 'text', (c) => c.notNull())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('quota_views_pk', ['viewer_id', 'day', 'kind', 'member_id'])
    .execute();
  await db.schema.createIndex('quota_views_day_idx').on('quota_views').column('day').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('quota_views').execute();
  await db.schema.dropTable('member_addresses').execute();
}
