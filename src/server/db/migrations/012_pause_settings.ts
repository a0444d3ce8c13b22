import type { Kysely } from 'kysely';

/**
 * A member's pause (src/server/pause): one row while the profile is hidden from search; `until`
 * null means "until I resume". A row whose `until` has passed is simply no longer a pause (read
 * time decides), so no job has to end it.
 *
 * The site's settings (src/server/settings): one row per key, loaded from content/settings.json.
 * Key and text value, so a later issue adds settings (the trust's name, address, phones) without
 * a migration.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('member_pauses')
    .addColumn('member_id', 'integer', (c) =>
      c.primaryKey().references('members.id').onDelete('cascade'),
    )
    .addColumn('paused_at', 'text', (c) => c.notNull())
    .addColumn('until', 'text')
    .execute();

  await db.schema
    .createTable('site_settings')
    .addColumn('key', 'text', (c) => c.primaryKey())
    .addColumn('value', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('site_settings').execute();
  await db.schema.dropTable('member_pauses').execute();
}
