import type { Kysely } from 'kysely';
import { withId } from './helpers';

/**
 * The "Add your photos" link mailed at registration (issue #15 item 7): a member awaiting
 * verification cannot log in, so the link's ticket lets her add photos. Only the ticket's sha256
 * is stored; it works until `expires_at`, for `uploads_left` more uploads, while the member is
 * still pending (accounts/photoTickets.ts).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await withId(db, db.schema.createTable('photo_tickets'))
    .addColumn('member_id', 'integer', (c) =>
      c.notNull().references('members.id').onDelete('cascade'),
    )
    .addColumn('ticket_hash', 'text', (c) => c.notNull().unique())
    .addColumn('uploads_left', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('photo_tickets_member_idx')
    .on('photo_tickets')
    .column('member_id')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('photo_tickets').execute();
}
