import { sql, type Kysely } from 'kysely';
import { AGE, index, SEARCH_019 } from './019_search_indexes';

/**
 * members.has_profile_photo: 1 while the member has a profile photo (issue #15, search within its
 * p95 target). "With photo" asked the photos index once per candidate, two thirds of a broad
 * search's time at 100k; as a column of the two covering search indexes it is read with the rest
 * of the entry. photos/repositories/photos.ts keeps it in the same transaction as each photo
 * write; this migration sets it from the photos already stored.
 */
const FLAG = 'has_profile_photo';

async function createSearchIndexes(db: Kysely<unknown>, extra: string[]): Promise<void> {
  await index('members_search_idx', [...SEARCH_019, ...extra]).execute(db);
  await index('members_age_idx', [...AGE, ...extra]).execute(db);
}

async function dropSearchIndexes(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('members_search_idx').execute();
  await db.schema.dropIndex('members_age_idx').execute();
}

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('members')
    .addColumn(FLAG, 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await sql`update members set has_profile_photo = 1
    where id in (select member_id from photos where kind = 'profile')`.execute(db);
  await dropSearchIndexes(db);
  await createSearchIndexes(db, [FLAG]);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  // SQLite cannot drop a column an index uses: the indexes go first, back as 019 made them.
  await dropSearchIndexes(db);
  await createSearchIndexes(db, []);
  await db.schema.alterTable('members').dropColumn(FLAG).execute();
}
