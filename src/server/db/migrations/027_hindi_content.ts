import type { Kysely } from 'kysely';

/**
 * The Hindi version of the site's texts (issue #18 item 4). content_records.hi and menus.hi hold
 * a JSON object of field name → Hindi text ('{}': none), beside the English columns, so a field
 * without Hindi reads English and a console save of the English columns leaves the Hindi as it
 * was. The settings' Hindi has its own table (one row a setting, like site_settings) because the
 * console's settings save rewrites site_settings whole (src/server/settings/repositories).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  for (const table of ['content_records', 'menus']) {
    await db.schema
      .alterTable(table)
      .addColumn('hi', 'text', (c) => c.notNull().defaultTo('{}'))
      .execute();
  }
  await db.schema
    .createTable('site_settings_hi')
    .addColumn('key', 'text', (c) => c.primaryKey())
    .addColumn('value', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('site_settings_hi').execute();
  for (const table of ['content_records', 'menus'])
    await db.schema.alterTable(table).dropColumn('hi').execute();
}
