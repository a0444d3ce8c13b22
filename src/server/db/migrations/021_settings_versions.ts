import { sql, type Kysely } from 'kysely';
import { isPostgres } from '../dialect';
import { withId } from './helpers';

/**
 * The history of the site's settings (issue #17 item 5): every save in the console, restore and
 * content load keeps the whole set as a version (src/server/settings/repositories/versions.ts),
 * so the console compares two and restores one. A version is a record of what was saved, so it
 * is never changed. The settings a database already holds become its first version.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await withId(db, db.schema.createTable('site_settings_versions'))
    .addColumn('settings', 'text', (c) => c.notNull())
    .addColumn('note', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('saved_by', 'text', (c) => c.notNull())
    .addColumn('saved_at', 'text', (c) => c.notNull())
    .addColumn('restored_from', 'integer')
    .execute();

  if (isPostgres(db)) {
    await sql`create function site_settings_versions_unchanged() returns trigger language plpgsql as $$
      begin raise exception 'site_settings_versions are never changed'; end $$`.execute(db);
    await sql`create trigger site_settings_versions_no_update before update on site_settings_versions
      for each row execute function site_settings_versions_unchanged()`.execute(db);
  } else {
    await sql`create trigger site_settings_versions_no_update before update on site_settings_versions
      begin select raise(abort, 'site_settings_versions are never changed'); end`.execute(db);
  }

  const rows = await sql<{
    key: string;
    value: string;
  }>`select key, value from site_settings order by key`.execute(db);
  if (rows.rows.length > 0) {
    const settings = JSON.stringify(Object.fromEntries(rows.rows.map((r) => [r.key, r.value])));
    await sql`insert into site_settings_versions (settings, note, saved_by, saved_at)
      values (${settings}, ${'The settings as they were when the history began.'},
        ${'migration 021'}, ${new Date().toISOString()})`.execute(db);
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  if (isPostgres(db)) {
    await sql`drop trigger site_settings_versions_no_update on site_settings_versions`.execute(db);
    await sql`drop function site_settings_versions_unchanged()`.execute(db);
  }
  await db.schema.dropTable('site_settings_versions').execute();
}
