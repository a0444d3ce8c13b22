import { sql, type Kysely } from 'kysely';
import { isPostgres } from '../dialect';

/**
 * Photos private until acceptance, as the site promises (requirements §6). Until now every member
 * started at 'all' and nobody could tell a chosen 'all' from the old default, so every member is
 * made private; a member may widen it again from My Profile. New rows are inserted with the value
 * explicitly (SQLite cannot change a column default without rebuilding the table); PostgreSQL's
 * default follows too.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations run on any schema
export async function up(db: Kysely<any>): Promise<void> {
  await db.updateTable('members').set({ photo_visibility: 'accepted' }).execute();
  if (isPostgres(db)) {
    await sql`alter table members alter column photo_visibility set default 'accepted'`.execute(db);
  }
}
