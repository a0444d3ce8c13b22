import { sql, type Kysely } from 'kysely';

/**
 * Indexes for the search's new filters and sorts (issue #15 item 5).
 *
 * members_search_idx (013) gains the columns of the new filters (height, state, Manglik status,
 * the photo's visibility), so that counting a search still never reads a table row. The member
 * number lookup is served by members_mem_no_uq (002).
 *
 * members_age_idx holds the same columns with the date of birth right after status and gender:
 * a page sorted by age is read in its order instead of sorting every match, and an age range is
 * a range of the index.
 *
 * photos_profile_idx: "with photo" asks, for each candidate, whether a profile photo exists.
 */
/** 013's members_search_idx, kept here so that down restores it exactly. */
const SEARCH_013 = [
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
  'suspended_at',
];
const NEW_FILTERS = ['height', 'state_nm', 'mangalic_status', 'photo_visibility'];
export const SEARCH_019 = [...SEARCH_013, ...NEW_FILTERS];
/** The order of an age sort (dob, id) after status and gender, then the filtered columns. */
export const AGE = [
  'status',
  'gender',
  'dob',
  'id',
  ...SEARCH_019.slice(4).filter((c) => c !== 'dob'),
];

export const index = (name: string, columns: string[]) =>
  sql`create index ${sql.raw(name)} on members (${sql.raw(columns.join(', '))})`;

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('members_search_idx').execute();
  await index('members_search_idx', SEARCH_019).execute(db);
  await index('members_age_idx', AGE).execute(db);
  await db.schema
    .createIndex('photos_profile_idx')
    .on('photos')
    .columns(['member_id', 'kind'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('photos_profile_idx').execute();
  await db.schema.dropIndex('members_age_idx').execute();
  await db.schema.dropIndex('members_search_idx').execute();
  await index('members_search_idx', SEARCH_013).execute(db);
}
