import type { Kysely } from 'kysely';
import { withId } from './helpers';

/**
 * The console's media library (issue #17 item 6): one row per site picture under DATA_DIR/media,
 * named by its media path (site/banner.jpg, library/…), with the alt text the site shows for it
 * ('' until an editor writes one: "needs alt text"), its size, who uploaded it, and when it was
 * last replaced by a new file. The content columns keep naming pictures by path, so a picture
 * without a row still shows as before.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await withId(db, db.schema.createTable('media'))
    .addColumn('path', 'text', (c) => c.notNull().unique())
    .addColumn('alt', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('title', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('width', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('height', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('bytes', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('uploaded_by', 'text', (c) => c.notNull())
    .addColumn('uploaded_at', 'text', (c) => c.notNull())
    .addColumn('replaced_at', 'text')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('media').execute();
}
