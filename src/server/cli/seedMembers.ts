import { sql, type Insertable } from 'kysely';
import { CONSENT_VERSION } from '../../shared/domain/schemas/registration';
import { MEM_NO_BASE, hashPassword } from '../accounts';
import { isPostgres } from '../db/dialect';
import type { MemberTable } from '../db/types';
import { DEFAULT_PHOTO_VISIBILITY } from '../../shared/domain/profile';
import type { Db } from '../plugins/db';
import { listGotras } from '../content';
import * as D from './seedData';

/** The password of every seeded member (development data; the hash is made once, cheaply). */
export const SEED_PASSWORD = 'seeded member password';
/** Rows per INSERT: 45 columns each stays under SQLite's 32,766 parameters. */
const BATCH = 400;
/** Rows per transaction. */
const PER_TRANSACTION = 5000;
const DAY = 24 * 60 * 60 * 1000;

/** mulberry32: a small, fast PRNG; the same seed gives the same members. */
export function prng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let x = a;
    x = Math.imul(x ^ (x >>> 15), x | 1);
    x ^= x + Math.imul(x ^ (x >>> 7), x | 61);
    return ((x ^ (x >>> 14)) >>> 0) / 4294967296;
  };
}

const pad = (n: number, w = 2) => String(n).padStart(w, '0');
const isoDate = (d: Date) =>
  `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())}`;

type NewRow = Insertable<MemberTable>;

/**
 * The i-th member of a seed: its profile depends only on (seed, i); `serial` only makes the
 * email and mobile unique in the database.
 */
export function seededMember(
  random: () => number,
  serial: number,
  ctx: { seed: number; now: Date; gotras: readonly string[]; passwordHash: string },
): NewRow {
  const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)] as T;
  const between = (lo: number, hi: number) => lo + Math.floor(random() * (hi - lo + 1));
  const female = random() < 0.5;
  const first = pick(female ? D.FEMALE_NAMES : D.MALE_NAMES);
  const self = pick(ctx.gotras);
  const others = ctx.gotras.filter((g) => g !== self);
  const mama = pick(others.length ? others : ctx.gotras);
  const place = pick(D.PLACES);
  const city = pick(place.cities);
  const qualification = pick(D.QUALIFICATIONS);
  const age = between(21, 40);
  const dob = new Date(ctx.now.getTime() - (age * 365.25 + between(0, 364)) * DAY);
  const verifiedAt = new Date(ctx.now.getTime() - between(0, 730 * 24 * 60) * 60_000);
  const createdAt = new Date(verifiedAt.getTime() - between(1, 14) * DAY);
  // 6xxxxxxxxx: the test helpers use numbers from 7 up.
  const phone = (k: number) => String(6_000_000_000 + ((serial * 3 + k) % 999_999_999));
  return {
    mem_name: `${first} ${self}`,
    first_name: first,
    gender: female ? 'Female' : 'Male',
    dob: isoDate(dob),
    birth_time: `${pad(between(0, 23))}:${pad(between(0, 59))}`,
    birth_place: city,
    height: female ? between(150, 175) : between(160, 190),
    skin_color: pick(D.SKIN_COLORS),
    max_qualification: qualification,
    max_qualification_det: D.QUALIFICATION_DETAILS[qualification],
    occupation: pick(D.OCCUPATIONS),
    state_nm: place.state,
    city_nm: city,
    address: `${between(1, 250)} ${pick(['Gandhi Nagar', 'Civil Lines', 'Model Town', 'Shastri Nagar'])}`,
    landmark: pick(['Near the Shiv temple', 'Opposite the park', 'Behind the market']),
    pincode: String(between(110_001, 855_999)),
    contact_no: phone(0),
    email_id: `seed${ctx.seed}.${serial}@example.org`,
    father_nm: `${pick(D.MALE_NAMES)} ${self}`,
    father_occup: pick(D.OCCUPATIONS),
    father_contact: phone(1),
    mother_name: `${pick(D.FEMALE_NAMES)} ${self}`,
    mother_occup: pick(['Homemaker', 'Teacher', 'Doctor', 'Business owner']),
    mother_contact: '',
    family_anum: pick(D.INCOME_OPTIONS).value,
    self_anum: pick(D.INCOME_OPTIONS).value,
    self_goutra: self,
    mama_goutra: mama,
    mangalic_status: pick(D.MANGALIC_STATUSES),
    marital_status: pick(D.MARITAL),
    brother_status: pick(D.BROTHER_STATUSES),
    brother_det: '',
    sister_status: pick(D.SISTER_STATUSES),
    sister_det: '',
    ref_one_nm: '',
    ref_one_contact: '',
    ref_two_nm: '',
    ref_two_contact: '',
    registered_by: pick(['Self', 'Parents']),
    password_hash: ctx.passwordHash,
    consent_version: CONSENT_VERSION,
    consent_at: createdAt.toISOString(),
    created_at: createdAt.toISOString(),
    status: 'verified',
    verified_at: verifiedAt.toISOString(),
    photo_visibility: DEFAULT_PHOTO_VISIBILITY,
  };
}

export interface SeedOptions {
  count: number;
  seed: number;
  now: Date;
  onProgress?: (inserted: number) => void;
}

/**
 * Inserts `count` verified members in batches, a few thousand per transaction, then refreshes
 * the planner's statistics (and, on PostgreSQL, the visibility map). Rows whose email or mobile
 * is taken are skipped (and counted out).
 */
export async function seedMembers(db: Db, options: SeedOptions): Promise<{ inserted: number }> {
  const { count, seed, now } = options;
  const random = prng(seed);
  const listed = (await listGotras(db)).map((g) => g.temple_name);
  const gotras = listed.length >= 2 ? listed : D.FALLBACK_GOTRAS;
  const passwordHash = await hashPassword(SEED_PASSWORD, 1024);
  const { last } = await db
    .selectFrom('members')
    .select((eb) => eb.fn.max('id').as('last'))
    .executeTakeFirstOrThrow();
  const offset = Number(last ?? 0);
  const ctx = { seed, now, gotras, passwordHash };
  let inserted = 0;
  for (let start = 0; start < count; start += PER_TRANSACTION) {
    const end = Math.min(count, start + PER_TRANSACTION);
    await db.transaction().execute(async (trx) => {
      for (let from = start; from < end; from += BATCH) {
        const rows: NewRow[] = [];
        for (let i = from; i < Math.min(end, from + BATCH); i += 1) {
          rows.push(seededMember(random, offset + i + 1, ctx));
        }
        const ids = await trx
          .insertInto('members')
          .values(rows)
          .onConflict((oc) => oc.doNothing())
          .returning('id')
          .execute();
        if (ids.length) {
          await trx
            .updateTable('members')
            .set((eb) => ({ mem_no: eb('id', '+', MEM_NO_BASE) }))
            .where(
              'id',
              'in',
              ids.map((r) => r.id),
            )
            .execute();
        }
        inserted += ids.length;
      }
    });
    options.onProgress?.(inserted);
  }
  // On PostgreSQL, VACUUM too: it marks the new pages all-visible, as autovacuum would a minute or
  // so later. Until then a count over a broad search reads the whole table rather than an index
  // alone (70 ms against 15 ms at 100,000 members; test/server/scale). SQLite keeps no such map.
  await (isPostgres(db) ? sql`vacuum analyze` : sql`analyze`).execute(db);
  return { inserted };
}
