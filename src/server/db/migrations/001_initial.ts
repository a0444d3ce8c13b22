import type { Kysely } from 'kysely';
import { withId } from './helpers';

const COLUMNS = Array.from({ length: 15 }, (_, i) => `col${i + 1}`);

export async function up(db: Kysely<unknown>): Promise<void> {
  let content = withId(db, db.schema.createTable('content_records'))
    .addColumn('parent_id', 'integer', (c) =>
      c.references('content_records.id').onDelete('cascade'),
    )
    .addColumn('loc', 'text')
    .addColumn('section_type', 'text')
    .addColumn('e_id', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('g_title', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('bg_img', 'text', (c) => c.notNull().defaultTo(''));
  for (const col of COLUMNS)
    content = content.addColumn(col, 'text', (c) => c.notNull().defaultTo(''));
  await content
    .addColumn('sort', 'double precision')
    .addColumn('uri_key', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('entry_date', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  for (const col of ['loc', 'parent_id', 'uri_key', 'entry_date']) {
    await db.schema
      .createIndex(`content_records_${col}_idx`)
      .on('content_records')
      .column(col)
      .execute();
  }

  let menus = withId(db, db.schema.createTable('menus')).addColumn('parent_id', 'integer', (c) =>
    c.references('menus.id').onDelete('cascade'),
  );
  for (const col of COLUMNS.slice(0, 6))
    menus = menus.addColumn(col, 'text', (c) => c.notNull().defaultTo(''));
  await menus
    .addColumn('roles', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema.createIndex('menus_parent_id_idx').on('menus').column('parent_id').execute();

  await withId(db, db.schema.createTable('gotras'))
    .addColumn('temple_name', 'text', (c) => c.notNull().unique())
    .execute();
  await withId(db, db.schema.createTable('states'))
    .addColumn('name', 'text', (c) => c.notNull().unique())
    .execute();

  await withId(db, db.schema.createTable('contact_requests'))
    .addColumn('_name', 'text', (c) => c.notNull())
    .addColumn('contact_no', 'text', (c) => c.notNull())
    .addColumn('email', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('message', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('ip', 'text', (c) => c.notNull().defaultTo(''))
    .execute();

  await db.schema
    .createTable('content_meta')
    .addColumn('key', 'text', (c) => c.primaryKey())
    .addColumn('value', 'text', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of [
    'content_meta',
    'contact_requests',
    'states',
    'gotras',
    'menus',
    'content_records',
  ]) {
    await db.schema.dropTable(table).execute();
  }
}
