import { PROFILE_ENTRY_FIELDS } from '../../../src/shared/domain/profile';
import { validRegistration } from '../../../src/shared/domain/schemas/registration.fixture';
import { openSession } from '../../../src/server/accounts/sessions';
import { encodeId } from '../../../src/server/matching/ids';
import {
  insertMember,
  setMemberStatus,
  type NewMember,
} from '../../../src/server/accounts/repositories/members';
import type { Db } from '../../../src/server/plugins/db';

const { password: _p, re_password: _r, consent: _c, height, ...profile } = validRegistration;

/** Every text field of the profile, '' unless the fixture registration sets it. */
const DEFAULTS = {
  ...Object.fromEntries(PROFILE_ENTRY_FIELDS.map((f) => [f, ''])),
  ...profile,
} as Record<Exclude<(typeof PROFILE_ENTRY_FIELDS)[number], 'height'>, string>;

let serial = 0;

export interface TestMember {
  id: number;
  memNo: number;
  /** account_info_id: base64 of the id. */
  accountId: string;
  token: string;
  email: string;
  contact_no: string;
}

export type MemberOverrides = Partial<Omit<NewMember, 'password_hash'>> & {
  status?: 'pending' | 'verified' | 'rejected';
  /** ISO time of verification; sets the search order (newest first). */
  verifiedAt?: string;
};

/**
 * A member stored straight through the repositories (no password hashing, no API), with a
 * session: fast enough to build the dozens of members a search test needs.
 */
export async function addMember(
  db: Db,
  { status = 'verified', verifiedAt, ...over }: MemberOverrides = {},
  now = new Date('2026-03-01T09:00:00.000Z'),
): Promise<TestMember> {
  serial += 1;
  const email = over.email_id ?? `seeded${serial}.${process.pid}@example.in`;
  const contact = over.contact_no ?? String(7_000_000_000 + serial * 7907 + (process.pid % 1000));
  const stored = await insertMember(db, {
    ...DEFAULTS,
    height: Number(height),
    first_name: (over.mem_name ?? profile.mem_name).split(' ')[0] ?? '',
    password_hash: 'not-a-password-hash',
    consent_version: '2025-01',
    consent_at: now.toISOString(),
    created_at: now.toISOString(),
    ...(over as Partial<NewMember>),
    email_id: email,
    contact_no: contact,
  });
  if (!stored.ok) throw new Error(`member not stored: duplicate ${stored.duplicate}`);
  if (status === 'verified') {
    const at = verifiedAt ?? new Date(now.getTime() + serial).toISOString();
    await setMemberStatus(db, stored.id, { status: 'verified', at });
  } else if (status === 'rejected') {
    await setMemberStatus(db, stored.id, { status: 'rejected', reason: 'Test.' });
  }
  return {
    id: stored.id,
    memNo: stored.memNo,
    accountId: encodeId(stored.id),
    token: await openSession(db, stored.id, now),
    email,
    contact_no: contact,
  };
}
