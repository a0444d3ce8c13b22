import { sql, type Kysely } from 'kysely';
import { withId } from './helpers';

/**
 * Every requirements §3 profile field is text, except height (whole cm). Spelt out rather than imported
 * so that this shipped migration never changes when the shared field list does.
 */
const TEXT_FIELDS = [
  'mem_name',
  'gender',
  'dob',
  'birth_time',
  'birth_place',
  'skin_color',
  'max_qualification',
  'max_qualification_det',
  'occupation',
  'state_nm',
  'city_nm',
  'address',
  'landmark',
  'pincode',
  'contact_no',
  'email_id',
  'father_nm',
  'father_occup',
  'father_contact',
  'mother_name',
  'mother_occup',
  'mother_contact',
  'family_anum',
  'self_anum',
  'self_goutra',
  'mama_goutra',
  'mangalic_status',
  'marital_status',
  'brother_status',
  'brother_det',
  'sister_status',
  'sister_det',
  'ref_one_nm',
  'ref_one_contact',
  'ref_two_nm',
  'ref_two_contact',
  'registered_by',
];

export async function up(db: Kysely<unknown>): Promise<void> {
  let members = withId(db, db.schema.createTable('members'))
    // Set to 1000 + id right after the insert, in the same transaction.
    .addColumn('mem_no', 'integer')
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('pending'))
    .addColumn('first_name', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('height', 'integer', (c) => c.notNull());
  for (const field of TEXT_FIELDS) {
    members = members.addColumn(field, 'text', (c) => c.notNull().defaultTo(''));
  }
  await members
    .addColumn('password_hash', 'text', (c) => c.notNull())
    .addColumn('consent_version', 'text', (c) => c.notNull())
    .addColumn('consent_at', 'text', (c) => c.notNull())
    .addColumn('photo_visibility', 'text', (c) => c.notNull().defaultTo('all'))
    .addColumn('reject_reason', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('verified_at', 'text')
    .addCheckConstraint('members_status_ck', sql`status in ('pending', 'verified', 'rejected')`)
    .addCheckConstraint('members_photo_visibility_ck', sql`photo_visibility in ('all', 'accepted')`)
    .execute();
  // Named unique indexes: the register handler recognises a duplicate by these names.
  await db.schema
    .createIndex('members_mem_no_uq')
    .on('members')
    .column('mem_no')
    .unique()
    .execute();
  await db.schema
    .createIndex('members_email_uq')
    .on('members')
    .column('email_id')
    .unique()
    .execute();
  await db.schema
    .createIndex('members_contact_uq')
    .on('members')
    .column('contact_no')
    .unique()
    .execute();
  await db.schema.createIndex('members_status_idx').on('members').column('status').execute();

  await withId(db, db.schema.createTable('sessions'))
    .addColumn('member_id', 'integer', (c) =>
      c.notNull().references('members.id').onDelete('cascade'),
    )
    .addColumn('token_hash', 'text', (c) => c.notNull().unique())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('last_seen_at', 'text', (c) => c.notNull())
    .addColumn('revoked_at', 'text')
    .execute();
  await db.schema.createIndex('sessions_member_idx').on('sessions').column('member_id').execute();

  await db.schema
    .createTable('otp_tickets')
    .addColumn('id', 'text', (c) => c.primaryKey())
    // Null for an email that is not a verified member's: the ticket then never verifies.
    .addColumn('member_id', 'integer', (c) => c.references('members.id').onDelete('cascade'))
    .addColumn('quota_key', 'text', (c) => c.notNull())
    .addColumn('code_hash', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('used_at', 'text')
    .addColumn('verified_at', 'text')
    .addColumn('consumed_at', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('otp_tickets_member_idx')
    .on('otp_tickets')
    .column('member_id')
    .execute();
  await db.schema
    .createIndex('otp_tickets_created_idx')
    .on('otp_tickets')
    .column('created_at')
    .execute();

  await db.schema
    .createTable('throttle')
    .addColumn('key', 'text', (c) => c.primaryKey())
    .addColumn('window_start', 'text', (c) => c.notNull())
    .addColumn('count', 'integer', (c) => c.notNull())
    .execute();

  await withId(db, db.schema.createTable('member_requests'))
    .addColumn('req_by_member_id', 'integer', (c) =>
      c.notNull().references('members.id').onDelete('cascade'),
    )
    .addColumn('req_rec_member_id', 'integer', (c) =>
      c.notNull().references('members.id').onDelete('cascade'),
    )
    .addColumn('req_status', 'text', (c) => c.notNull().defaultTo('Pending'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addUniqueConstraint('member_requests_pair_uq', ['req_by_member_id', 'req_rec_member_id'])
    .addCheckConstraint(
      'member_requests_status_ck',
      sql`req_status in ('Pending', 'Accepted', 'Rejected')`,
    )
    .execute();
  await db.schema
    .createIndex('member_requests_rec_idx')
    .on('member_requests')
    .column('req_rec_member_id')
    .execute();

  await withId(db, db.schema.createTable('photos'))
    .addColumn('member_id', 'integer', (c) =>
      c.notNull().references('members.id').onDelete('cascade'),
    )
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('file', 'text', (c) => c.notNull().unique())
    .addColumn('thumb_file', 'text', (c) => c.notNull().unique())
    .addColumn('width', 'integer', (c) => c.notNull())
    .addColumn('height', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addCheckConstraint('photos_kind_ck', sql`kind in ('profile', 'other')`)
    .execute();
  await db.schema.createIndex('photos_member_idx').on('photos').column('member_id').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of [
    'photos',
    'member_requests',
    'throttle',
    'otp_tickets',
    'sessions',
    'members',
  ]) {
    await db.schema.dropTable(table).execute();
  }
}
