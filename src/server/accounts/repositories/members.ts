import type { Insertable, Selectable, Transaction, Updateable } from 'kysely';
import type { Database, MemberTable } from '../../db/types';
import type { Db } from '../../plugins/db';
import { memNoFor } from '../memNo';
import { DEFAULT_PHOTO_VISIBILITY } from '../../../shared/domain/profile';
import { DEFAULT_LANGUAGE, isLanguage, type Language } from '../../../shared/domain/languages';
import { uniqueViolation } from '../../db/uniqueViolation';

export type MemberRow = Selectable<MemberTable>;
export type NewMember = Omit<Insertable<MemberTable>, 'id' | 'mem_no' | 'status'>;
export type ProfileChanges = Omit<
  Updateable<MemberTable>,
  'id' | 'mem_no' | 'status' | 'password_hash'
>;
export type Duplicate = 'email' | 'mobile';

/** Which of our unique keys an error names, if it is a duplicate email or mobile. */
function duplicateOf(err: unknown): Duplicate | null {
  const name = uniqueViolation(err);
  if (name === null) return null;
  if (name === 'members_email_uq' || name === 'members.email_id') return 'email';
  if (name === 'members_contact_uq' || name === 'members.contact_no') return 'mobile';
  return null;
}

export function findMemberByEmail(db: Db, email: string): Promise<MemberRow | undefined> {
  return db
    .selectFrom('members')
    .selectAll()
    .where('email_id', '=', email.trim().toLowerCase())
    .executeTakeFirst();
}

export function findMemberById(db: Db, id: number): Promise<MemberRow | undefined> {
  return db.selectFrom('members').selectAll().where('id', '=', id).executeTakeFirst();
}

/** Which of email and mobile another member already uses (for a clear message up front). */
export async function findDuplicate(
  db: Db,
  { email, mobile, exceptId }: { email: string; mobile: string; exceptId?: number },
): Promise<Duplicate | null> {
  const rows = await db
    .selectFrom('members')
    .select(['email_id', 'contact_no'])
    .where((eb) => eb.or([eb('email_id', '=', email), eb('contact_no', '=', mobile)]))
    .$if(exceptId !== undefined, (qb) => qb.where('id', '!=', exceptId as number))
    .execute();
  if (rows.some((r) => r.email_id === email)) return 'email';
  return rows.length > 0 ? 'mobile' : null;
}

/** The member who holds this email or mobile (the email first), to tell them of an attempt. */
export async function findHolder(
  db: Db,
  { email, mobile }: { email: string; mobile: string },
): Promise<{ email_id: string; first_name: string; language: Language } | undefined> {
  const rows = await db
    .selectFrom('members')
    .select(['email_id', 'first_name', 'language'])
    .where((eb) => eb.or([eb('email_id', '=', email), eb('contact_no', '=', mobile)]))
    .execute();
  return rows.find((r) => r.email_id === email) ?? rows[0];
}

/** More writes of the insert's own transaction (the office's audit line), given the new id. */
export type InTransaction = (trx: Transaction<Database>, memberId: number) => Promise<void>;

/**
 * Inserts a pending member and gives it its member number, in one transaction (with
 * `inTransaction`'s writes, if given). The unique indexes are the real guard against duplicates
 * (two registrations can race the pre-check).
 */
export async function insertMember(
  db: Db,
  member: NewMember,
  inTransaction?: InTransaction,
): Promise<{ ok: true; id: number; memNo: number } | { ok: false; duplicate: Duplicate }> {
  try {
    return await db.transaction().execute(async (trx) => {
      const { id } = await trx
        .insertInto('members')
        .values({ ...member, status: 'pending', photo_visibility: DEFAULT_PHOTO_VISIBILITY })
        .returning('id')
        .executeTakeFirstOrThrow();
      const memNo = memNoFor(id);
      await trx.updateTable('members').set({ mem_no: memNo }).where('id', '=', id).execute();
      await inTransaction?.(trx, id);
      return { ok: true as const, id, memNo };
    });
  } catch (err) {
    const duplicate = duplicateOf(err);
    if (duplicate) return { ok: false, duplicate };
    throw err;
  }
}

export async function updateMemberProfile(
  db: Db,
  id: number,
  changes: ProfileChanges,
): Promise<{ ok: true } | { ok: false; duplicate: Duplicate }> {
  try {
    await db.updateTable('members').set(changes).where('id', '=', id).execute();
    return { ok: true };
  } catch (err) {
    const duplicate = duplicateOf(err);
    if (duplicate) return { ok: false, duplicate };
    throw err;
  }
}

export async function setPasswordHash(db: Db, id: number, hash: string): Promise<void> {
  await db.updateTable('members').set({ password_hash: hash }).where('id', '=', id).execute();
}

export async function setPhotoVisibility(
  db: Db,
  id: number,
  visibility: MemberRow['photo_visibility'],
): Promise<void> {
  await db
    .updateTable('members')
    .set({ photo_visibility: visibility })
    .where('id', '=', id)
    .execute();
}

export function listPendingMembers(db: Db): Promise<MemberRow[]> {
  return db
    .selectFrom('members')
    .selectAll()
    .where('status', '=', 'pending')
    .orderBy('created_at')
    .orderBy('id')
    .execute();
}

export async function setMemberStatus(
  db: Db,
  id: number,
  change: { status: 'verified'; at: string } | { status: 'rejected'; reason: string },
): Promise<void> {
  await db
    .updateTable('members')
    .set(
      change.status === 'verified'
        ? { status: 'verified', verified_at: change.at, reject_reason: null }
        : { status: 'rejected', reject_reason: change.reason },
    )
    .where('id', '=', id)
    .execute();
}

/**
 * Deletes a member; sessions, OTP tickets, requests and photo rows go with it (ON DELETE
 * CASCADE). Answers the photo files, which the caller removes from disk after the commit.
 */
export async function deleteMember(db: Db, id: number): Promise<string[]> {
  return db.transaction().execute(async (trx: Transaction<Database>) => {
    const photos = await trx
      .selectFrom('photos')
      .select(['file', 'thumb_file'])
      .where('member_id', '=', id)
      .execute();
    await trx.deleteFrom('members').where('id', '=', id).execute();
    return photos.flatMap((p) => [p.file, p.thumb_file]);
  });
}

/** The language the member's site and mails are in (migration 024). */
export async function setMemberLanguage(db: Db, id: number, language: Language): Promise<void> {
  await db.updateTable('members').set({ language }).where('id', '=', id).execute();
}

/** The member's language, for a mail; English for a member no longer there. */
export async function memberLanguage(db: Db, id: number): Promise<Language> {
  const row = await db
    .selectFrom('members')
    .select('language')
    .where('id', '=', id)
    .executeTakeFirst();
  return isLanguage(row?.language) ? row.language : DEFAULT_LANGUAGE;
}
