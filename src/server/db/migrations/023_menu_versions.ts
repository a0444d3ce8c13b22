import { sql, type Kysely } from 'kysely';
import { treeFromRecords } from '../../../shared/domain/menuTree';
import { isPostgres } from '../dialect';
import { withId } from './helpers';

/**
 * The console's Menus screen (issue #17 items 2 and 5): a menu entry may be hidden (kept, with
 * its page title, but left out of the menus visitors and members get), and every save, restore
 * and content load of the menus keeps the whole tree as a version (menu_versions), so the
 * console compares two and restores one. A version is a record of what was saved, so it is
 * never changed. The menus a database already holds become its first version.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('menus')
    .addColumn('hidden', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();

  await withId(db, db.schema.createTable('menu_versions'))
    .addColumn('menus', 'text', (c) => c.notNull())
    .addColumn('note', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('saved_by', 'text', (c) => c.notNull())
    .addColumn('saved_at', 'text', (c) => c.notNull())
    .addColumn('restored_from', 'integer')
    .execute();

  if (isPostgres(db)) {
    await sql`create function menu_versions_unchanged() returns trigger language plpgsql as $$
      begin raise exception 'menu_versions are never changed'; end $$`.execute(db);
    await sql`create trigger menu_versions_no_update before update on menu_versions
      for each row execute function menu_versions_unchanged()`.execute(db);
  } else {
    await sql`create trigger menu_versions_no_update before update on menu_versions
      begin select raise(abort, 'menu_versions are never changed'); end`.execute(db);
  }

  const rows = await sql<{
    id: number;
    parent_id: number | null;
    col1: string;
    col2: string;
    col3: string;
    col4: string;
    col5: string;
    col6: string;
    roles: string;
  }>`select id, parent_id, col1, col2, col3, col4, col5, col6, roles from menus
     order by sort, id`.execute(db);
  if (rows.rows.length > 0) {
    const tree = treeFromRecords(
      rows.rows.map((r) => ({ ...r, roles: parseRoles(r.roles), hidden: false })),
    );
    await sql`insert into menu_versions (menus, note, saved_by, saved_at)
      values (${JSON.stringify(tree)}, ${'The menus as they were when the history began.'},
        ${'migration 023'}, ${new Date().toISOString()})`.execute(db);
  }
}

function parseRoles(text: string): string[] {
  try {
    const value: unknown = JSON.parse(text);
    return Array.isArray(value) ? value.filter((r): r is string => typeof r === 'string') : [];
  } catch {
    return [];
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  if (isPostgres(db)) {
    await sql`drop trigger menu_versions_no_update on menu_versions`.execute(db);
    await sql`drop function menu_versions_unchanged()`.execute(db);
  }
  await db.schema.dropTable('menu_versions').execute();
  await db.schema.alterTable('menus').dropColumn('hidden').execute();
}
