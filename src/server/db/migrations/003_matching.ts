import { sql, type Kysely } from 'kysely';
import { isPostgres } from '../dialect';

/** One index per search filter (requirements §3.6.4 filter fields, age, gotra hiding), and one per pair. */
const SINGLE_COLUMN = [
  ['members_self_anum_idx', 'self_anum'],
  ['members_qualification_idx', 'max_qualification'],
  ['members_skin_color_idx', 'skin_color'],
  ['members_self_goutra_idx', 'self_goutra'],
  ['members_mama_goutra_idx', 'mama_goutra'],
  ['members_marital_idx', 'marital_status'],
  ['members_dob_idx', 'dob'],
] as const;

export async function up(db: Kysely<unknown>): Promise<void> {
  // The search's own order: verified members of one gender, newest verified first.
  await db.schema
    .createIndex('members_search_idx')
    .on('members')
    .columns(['status', 'gender', 'verified_at', 'id'])
    .execute();
  for (const [name, column] of SINGLE_COLUMN) {
    await db.schema.createIndex(name).on('members').column(column).execute();
  }
  const pg = isPostgres(db);
  // City prefix search, any case: PostgreSQL matches with LIKE 'x%', which needs pattern ops to
  // use an index under any collation; SQLite matches with a range on the same expression.
  await sql`create index members_city_idx on members (${sql.raw(
    pg ? 'lower(city_nm) text_pattern_ops' : 'lower(city_nm)',
  )})`.execute(db);
  // A pair has at most one request, whichever way it was sent: the database says so, so that
  // two members sending each other a request at the same moment cannot both succeed.
  await sql`create unique index member_requests_pair_any_uq on member_requests (${sql.raw(
    pg
      ? 'least(req_by_member_id, req_rec_member_id), greatest(req_by_member_id, req_rec_member_id)'
      : 'min(req_by_member_id, req_rec_member_id), max(req_by_member_id, req_rec_member_id)',
  )})`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('member_requests_pair_any_uq').execute();
  await db.schema.dropIndex('members_city_idx').execute();
  for (const [name] of SINGLE_COLUMN) await db.schema.dropIndex(name).execute();
  await db.schema.dropIndex('members_search_idx').execute();
}
