import type { Db } from '../../plugins/db';

/** Remembers (or refreshes) a connection the member logged in from. */
export async function rememberAddress(
  db: Db,
  memberId: number,
  addressHash: string,
  now: string,
): Promise<void> {
  await db
    .insertInto('member_addresses')
    .values({ member_id: memberId, address_hash: addressHash, last_login_at: now })
    .onConflict((oc) =>
      oc.columns(['member_id', 'address_hash']).doUpdateSet({ last_login_at: now }),
    )
    .execute();
}

/** Whether the member logged in from this connection since `since`. */
export async function isKnownAddress(
  db: Db,
  memberId: number,
  addressHash: string,
  since: string,
): Promise<boolean> {
  const row = await db
    .selectFrom('member_addresses')
    .select('member_id')
    .where('member_id', '=', memberId)
    .where('address_hash', '=', addressHash)
    .where('last_login_at', '>=', since)
    .executeTakeFirst();
  return row !== undefined;
}

/** Forgets connections not used to log in since `before` (the prune job). */
export const pruneLoginAddresses = (db: Db, before: string) =>
  db.deleteFrom('member_addresses').where('last_login_at', '<', before).execute();
