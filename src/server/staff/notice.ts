import type { Db } from '../plugins/db';
import { openChangeRequest } from './deskRepository';

/** What a pending member is told at login when the desk asked for changes; null otherwise. */
export async function changesNotice(db: Db, memberId: number): Promise<string | null> {
  const request = await openChangeRequest(db, memberId);
  if (!request) return null;
  return `Our team asks you to change your registration before it can be verified: ${request.text}`;
}
