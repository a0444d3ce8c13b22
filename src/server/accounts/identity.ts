import { IDENTITY_FIELDS, type PendingIdentity } from '../../shared/protocol/identityTypes';
import type { MyProfile } from '../../shared/protocol/types';
import type { Db } from '../plugins/db';
import { formatDob } from './format';
import type { MemberRow } from './repositories/members';
import {
  findEmailChange,
  findIdentityChange,
  type IdentityChangeRow,
} from './repositories/identity';

type Identity = Pick<MemberRow, (typeof IDENTITY_FIELDS)[number]>;

export const identityOf = (v: Identity): Identity => ({
  mem_name: v.mem_name,
  gender: v.gender,
  dob: v.dob,
});

/**
 * The change to hold for the team, or null. Only a verified member's edit waits (others see
 * the verified values until the team approves); a pending member edits freely. Sent values
 * equal to the live ones leave a waiting change alone: My Profile's form shows the live values,
 * so saving another field must not withdraw it.
 */
export function heldIdentity(row: MemberRow, sent: Identity, now: Date): IdentityChangeRow | null {
  if (row.status !== 'verified') return null;
  if (IDENTITY_FIELDS.every((f) => sent[f] === row[f])) return null;
  return { member_id: row.id, ...identityOf(sent), requested_at: now.toISOString() };
}

export const toPendingIdentity = (c: IdentityChangeRow): PendingIdentity => ({
  ...identityOf(c),
  fmt_dob: formatDob(c.dob),
  requested_at: c.requested_at,
});

/** What My Profile shows as waiting: the identity change and the new email. */
export async function pendingOf(
  db: Db,
  memberId: number,
  now: Date,
): Promise<Pick<MyProfile, 'pending_identity' | 'pending_email'>> {
  const [identity, email] = await Promise.all([
    findIdentityChange(db, memberId),
    findEmailChange(db, memberId, now),
  ]);
  return {
    pending_identity: identity ? toPendingIdentity(identity) : null,
    pending_email: email?.new_email ?? null,
  };
}
