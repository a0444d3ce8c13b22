import type { Db } from '../../plugins/db';
import type { Tx } from '../repository';

/** The SQL of the team's replies to Write to Us messages (contact_replies, migration 014). */

export interface NewReply {
  message_id: number;
  text: string;
  author: string;
  at: string;
}

export async function insertReply(db: Tx, row: NewReply): Promise<void> {
  await db.insertInto('contact_replies').values(row).execute();
}

/** A message's replies, oldest first: the conversation reads top to bottom. */
export function listReplies(db: Db, messageId: number) {
  return db
    .selectFrom('contact_replies')
    .select(['text', 'author', 'at'])
    .where('message_id', '=', messageId)
    .orderBy('id')
    .execute();
}
