import { sql, type Kysely } from 'kysely';
import { isPostgres } from '../dialect';
import { withId } from './helpers';

/**
 * The console's Pages screen (issue #17 items 3, 4 and 5): a page is edited as a draft
 * (page_drafts, one per page address, never read by the site), and every publish and restore
 * keeps the whole page as a version (page_versions), so the console compares two and restores
 * one. A version is a record of what was published, so it is never changed or deleted. The
 * content_records rows stay the published page and nothing else.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await withId(db, db.schema.createTable('page_drafts'))
    .addColumn('loc', 'text', (c) => c.notNull().unique())
    .addColumn('page', 'text', (c) => c.notNull())
    .addColumn('saved_by', 'text', (c) => c.notNull())
    .addColumn('saved_at', 'text', (c) => c.notNull())
    .execute();

  await withId(db, db.schema.createTable('page_versions'))
    .addColumn('loc', 'text', (c) => c.notNull())
    .addColumn('page', 'text', (c) => c.notNull())
    .addColumn('note', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('saved_by', 'text', (c) => c.notNull())
    .addColumn('saved_at', 'text', (c) => c.notNull())
    .addColumn('restored_from', 'integer')
    .execute();
  await db.schema
    .createIndex('page_versions_loc_id_idx')
    .on('page_versions')
    .columns(['loc', 'id'])
    .execute();

  if (isPostgres(db)) {
    await sql`create function page_versions_unchanged() returns trigger language plpgsql as $$
      begin raise exception 'page_versions are never changed'; end $$`.execute(db);
    await sql`create trigger page_versions_no_update before update or delete on page_versions
      for each row execute function page_versions_unchanged()`.execute(db);
  } else {
    await sql`create trigger page_versions_no_update before update on page_versions
      begin select raise(abort, 'page_versions are never changed'); end`.execute(db);
    await sql`create trigger page_versions_no_delete before delete on page_versions
      begin select raise(abort, 'page_versions are never changed'); end`.execute(db);
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  if (isPostgres(db)) {
    await sql`drop trigger page_versions_no_update on page_versions`.execute(db);
    await sql`drop function page_versions_unchanged()`.execute(db);
  }
  await db.schema.dropTable('page_versions').execute();
  await db.schema.dropTable('page_drafts').execute();
}
