import type { LoginAnswer } from '../../shared/protocol/types';
import type { Db } from '../plugins/db';
import { openSession, sessionUser } from './sessions';

/**
 * A fresh session for a verified member, in the shape logint and logotp answer; `opened` is the
 * token of a session the caller already opened (a reset opens it in its own transaction).
 */
export async function loginAnswer(
  db: Db,
  member: { id: number; mem_no: number | null; first_name: string },
  now: Date,
  opened?: string,
): Promise<LoginAnswer> {
  const token = opened ?? (await openSession(db, member.id, now));
  return {
    user: sessionUser({ id: member.id, memNo: member.mem_no ?? 0, firstName: member.first_name }),
    roles: ['member'],
    local_token: token,
  };
}
