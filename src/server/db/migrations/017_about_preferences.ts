import type { Kysely } from 'kysely';

/**
 * About me and partner preferences (issue #15 item 4): one row per member who has said any, kept
 * out of `members` so the requirements §3 row stays as it is. Ages and heights (cm) are null for
 * "any"; the multi-choice preferences are comma-separated option values, '' for "any". A member
 * without a row has said nothing and fits everyone.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('member_preferences')
    .addColumn('member_id', 'integer', (c) =>
      c.primaryKey().references('members.id').onDelete('cascade'),
    )
    .addColumn('about_me', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('pref_age_min', 'integer')
    .addColumn('pref_age_max', 'integer')
    .addColumn('pref_height_min', 'integer')
    .addColumn('pref_height_max', 'integer')
    .addColumn('pref_education', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('pref_income', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('pref_state', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('pref_city', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('pref_marital', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('pref_manglik', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('member_preferences').execute();
}
