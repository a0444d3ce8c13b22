import type { Db } from '../../plugins/db';

/** Old OTP tickets and throttle windows serve nothing; they are removed as new ones arrive. */
export async function pruneAccountsData(db: Db, staleBefore: string): Promise<void> {
  await db.deleteFrom('otp_tickets').where('created_at', '<', staleBefore).execute();
  await db.deleteFrom('throttle').where('window_start', '<', staleBefore).execute();
}
