import { sql, type Kysely } from 'kysely';
import { isPostgres } from '../dialect';
import { withId } from './helpers';

/**
 * The team console (src/server/staff): staff accounts apart from members, their sessions, the
 * desk's requests for changes, and the audit log. The audit log is append-only for the
 * application: triggers refuse every UPDATE and DELETE on both dialects.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await withId(db, db.schema.createTable('staff_accounts'))
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('role', 'text', (c) => c.notNull())
    .addColumn('password_hash', 'text', (c) => c.notNull())
    // base32 TOTP secret (RFC 4648), shown once at `staff add`.
    .addColumn('totp_secret', 'text', (c) => c.notNull())
    // The time step of the last accepted code: a code of that step or earlier is refused.
    .addColumn('totp_last_step', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('disabled_at', 'text')
    .addCheckConstraint('staff_role_ck', sql`role in ('admin', 'verifier', 'editor')`)
    .execute();
  await db.schema
    .createIndex('staff_accounts_email_uq')
    .on('staff_accounts')
    .column('email')
    .unique()
    .execute();

  await withId(db, db.schema.createTable('staff_sessions'))
    .addColumn('staff_id', 'integer', (c) =>
      c.notNull().references('staff_accounts.id').onDelete('cascade'),
    )
    .addColumn('token_hash', 'text', (c) => c.notNull().unique())
    .addColumn('created_at', 'text', (c) => c.notNull())
    // Null until the TOTP code is accepted: until then the token opens nothing.
    .addColumn('verified_at', 'text')
    .addColumn('last_seen_at', 'text', (c) => c.notNull())
    .addColumn('revoked_at', 'text')
    .execute();
  await db.schema
    .createIndex('staff_sessions_staff_idx')
    .on('staff_sessions')
    .column('staff_id')
    .execute();

  await withId(db, db.schema.createTable('member_change_requests'))
    .addColumn('member_id', 'integer', (c) =>
      c.notNull().references('members.id').onDelete('cascade'),
    )
    .addColumn('text', 'text', (c) => c.notNull())
    .addColumn('asked_by', 'text', (c) => c.notNull())
    .addColumn('asked_at', 'text', (c) => c.notNull())
    .addColumn('resolved_at', 'text')
    .execute();
  await db.schema
    .createIndex('member_change_requests_member_idx')
    .on('member_change_requests')
    .column('member_id')
    .execute();

  await withId(db, db.schema.createTable('audit_log'))
    .addColumn('at', 'text', (c) => c.notNull())
    // A staff account (staff_id set) or the command line (staff_id null, actor the command).
    .addColumn('staff_id', 'integer')
    .addColumn('actor', 'text', (c) => c.notNull())
    .addColumn('action', 'text', (c) => c.notNull())
    .addColumn('subject', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('reason', 'text', (c) => c.notNull().defaultTo(''))
    .execute();
  await db.schema.createIndex('audit_log_at_idx').on('audit_log').column('at').execute();
  if (isPostgres(db)) {
    await sql`create function audit_log_append_only() returns trigger language plpgsql as $$
      begin raise exception 'audit_log is append-only'; end $$`.execute(db);
    await sql`create trigger audit_log_no_change before update or delete on audit_log
      for each row execute function audit_log_append_only()`.execute(db);
  } else {
    for (const op of ['update', 'delete']) {
      await sql`create trigger ${sql.raw(`audit_log_no_${op}`)} before ${sql.raw(op)} on audit_log
        begin select raise(abort, 'audit_log is append-only'); end`.execute(db);
    }
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  if (isPostgres(db)) {
    await sql`drop trigger audit_log_no_change on audit_log`.execute(db);
    await sql`drop function audit_log_append_only()`.execute(db);
  }
  for (const table of ['audit_log', 'member_change_requests', 'staff_sessions', 'staff_accounts']) {
    await db.schema.dropTable(table).execute();
  }
}
