import { sql, type Kysely } from 'kysely';
import { isPostgres } from '../dialect';
import { withId } from './helpers';

/**
 * The team's replies by mail to Write to Us messages (src/server/staff/console/inboxReply.ts): a
 * message may get several, each kept with its text, who sent it and when. A reply is a record of
 * a mail already sent, so it is never changed (it goes only with its message, by the cascade).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await withId(db, db.schema.createTable('contact_replies'))
    .addColumn('message_id', 'integer', (c) =>
      c.notNull().references('contact_requests.id').onDelete('cascade'),
    )
    .addColumn('text', 'text', (c) => c.notNull())
    .addColumn('author', 'text', (c) => c.notNull())
    .addColumn('at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('contact_replies_message_idx')
    .on('contact_replies')
    .column('message_id')
    .execute();
  if (isPostgres(db)) {
    await sql`create function contact_replies_unchanged() returns trigger language plpgsql as $$
      begin raise exception 'contact_replies are never changed'; end $$`.execute(db);
    await sql`create trigger contact_replies_no_update before update on contact_replies
      for each row execute function contact_replies_unchanged()`.execute(db);
  } else {
    await sql`create trigger contact_replies_no_update before update on contact_replies
      begin select raise(abort, 'contact_replies are never changed'); end`.execute(db);
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  if (isPostgres(db)) {
    await sql`drop trigger contact_replies_no_update on contact_replies`.execute(db);
    await sql`drop function contact_replies_unchanged()`.execute(db);
  }
  await db.schema.dropTable('contact_replies').execute();
}
