import { sql, type Kysely } from 'kysely';
import { isPostgres } from '../dialect';
import { withId } from './helpers';

/**
 * The team console's screens beyond the desk (src/server/staff/console): a member suspended by
 * the team (apart from the verification status, so restoring gives back exactly what was), the
 * team's notes on a member (append-only: the application only inserts), and the handling of
 * Write to Us messages.
 */

/**
 * The search's covering index of 004, with suspended_at last: the search leaves suspended members
 * out, and counting a search must still never read a table row.
 */
const COVERING_004 = [
  'status',
  'gender',
  'verified_at',
  'id',
  'self_goutra',
  'mama_goutra',
  'dob',
  'self_anum',
  'max_qualification',
  'skin_color',
  'marital_status',
  'lower(city_nm)',
];
const searchIndex = (columns: string[]) =>
  sql`create index members_search_idx on members (${sql.raw(columns.join(', '))})`;
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('members').addColumn('suspended_at', 'text').execute();
  await db.schema.alterTable('members').addColumn('suspend_reason', 'text').execute();
  await db.schema.dropIndex('members_search_idx').execute();
  await searchIndex([...COVERING_004, 'suspended_at']).execute(db);

  await withId(db, db.schema.createTable('member_notes'))
    .addColumn('member_id', 'integer', (c) =>
      c.notNull().references('members.id').onDelete('cascade'),
    )
    .addColumn('author', 'text', (c) => c.notNull())
    .addColumn('at', 'text', (c) => c.notNull())
    .addColumn('text', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('member_notes_member_idx')
    .on('member_notes')
    .column('member_id')
    .execute();
  // A note is never changed (deleting goes with the member's account, by its cascade).
  if (isPostgres(db)) {
    await sql`create function member_notes_unchanged() returns trigger language plpgsql as $$
      begin raise exception 'member_notes are never changed'; end $$`.execute(db);
    await sql`create trigger member_notes_no_update before update on member_notes
      for each row execute function member_notes_unchanged()`.execute(db);
  } else {
    await sql`create trigger member_notes_no_update before update on member_notes
      begin select raise(abort, 'member_notes are never changed'); end`.execute(db);
  }

  await db.schema.alterTable('contact_requests').addColumn('handled_at', 'text').execute();
  await db.schema.alterTable('contact_requests').addColumn('handled_by', 'text').execute();
  await db.schema.alterTable('contact_requests').addColumn('handled_note', 'text').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const column of ['handled_note', 'handled_by', 'handled_at'])
    await db.schema.alterTable('contact_requests').dropColumn(column).execute();
  if (isPostgres(db)) {
    await sql`drop trigger member_notes_no_update on member_notes`.execute(db);
    await sql`drop function member_notes_unchanged()`.execute(db);
  }
  await db.schema.dropTable('member_notes').execute();
  await db.schema.dropIndex('members_search_idx').execute();
  await searchIndex(COVERING_004).execute(db);
  for (const column of ['suspend_reason', 'suspended_at'])
    await db.schema.alterTable('members').dropColumn(column).execute();
}
