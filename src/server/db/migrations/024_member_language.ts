import type { Kysely } from 'kysely';

/**
 * members.language: the language a member reads the site in, 'en' or 'hi' (issue #18 items 2
 * and 5; src/shared/domain/languages.ts). The header's switch stores it for a signed-in member
 * (set_language) and every mail to the member goes out in it. Members registered before it read
 * English, as every mail was.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('members')
    .addColumn('language', 'text', (c) => c.notNull().defaultTo('en'))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('members').dropColumn('language').execute();
}
