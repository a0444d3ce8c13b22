import { encodeMemNo, findMemberById, type MemberRow } from '../accounts';
import { decodeId } from '../matching';
import type { Db } from '../plugins/db';

export type Target = { ok: true; member: MemberRow } | { ok: false; why: 'unknown' | 'self' };

/** The other member a safety call names by account_info_id; never the caller. */
export async function findTarget(db: Db, me: number, encoded: string): Promise<Target> {
  const id = decodeId(encoded);
  if (id === null) return { ok: false, why: 'unknown' };
  if (id === me) return { ok: false, why: 'self' };
  const member = await findMemberById(db, id);
  return member ? { ok: true, member } : { ok: false, why: 'unknown' };
}

/** How the team and the block list name a member: name and member number. */
export const memberLabel = (m: Pick<MemberRow, 'mem_name' | 'mem_no'>): string =>
  `${m.mem_name} (Member ID ${m.mem_no ?? '—'})`;

export const memNoText = (memNo: number | null): string => encodeMemNo(memNo ?? 0);
