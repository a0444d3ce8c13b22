import type { LoginAnswer } from '../../shared/protocol/types';
import type { Db } from '../plugins/db';
import { openSession, sessionUser } from './sessions';

/** A fresh session for a verified member, in the shape logint and logotp answer. */
export async function loginAnswer(
  db: Db,
  member: { id: number; mem_no: number | null; first_name: string },
  now: Date,
): Promise<LoginAnswer> {
  const token = await openSession(db, member.id, now);
  return {
    user: sessionUser({ id: member.id, memNo: member.mem_no ?? 0, firstName: member.first_name }),
    roles: ['member'],
    local_token: token,
  };
}
