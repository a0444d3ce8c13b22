import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { isPostgres } from '../../../src/server/db/dialect';
import { seedMembers } from '../../../src/server/cli/seedMembers';
import { openDatabase, type Db } from '../../../src/server/plugins/db';
import type { Searcher } from '../../../src/server/matching/repositories/search';
import { createTestDatabase } from '../helpers/pgDatabase';

export const MEMBERS = 100_000;
/** The seeder's clock and the search's day: the same every run, so plans and answers are too. */
export const NOW = new Date('2026-11-20T06:30:00.000Z');
/** Where the test makes (and drops) its own PostgreSQL database; as scripts/lib/pgScratch.mjs. */
const PG_ADMIN_URL = process.env.TEST_PG_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

export type Engine = 'SQLite' | 'PostgreSQL';

export interface ScaleDatabase {
  db: Db;
  searcher: Searcher;
  /** Seconds taken by the seeder (its own ANALYZE included) and by the rest of the set-up. */
  seconds: { seed: number; rest: number };
  close(): Promise<void>;
}

const secondsSince = (t0: number) => Math.round((performance.now() - t0) / 100) / 10;

/**
 * What a site in use has beside its verified members, so the planner sees real proportions:
 * some pending and suspended members, profile photos (two thirds) shown to all members or to
 * accepted contacts only, other photos, pauses in force and ended, blocks, requests. The searcher
 * blocked, was blocked by and accepted a few members, so each exclusion and the photo rule bite.
 */
async function addSiteLife(db: Db, me: number): Promise<void> {
  const steps = [
    sql`update members set status = 'pending', verified_at = null where id % 23 = 0`,
    sql`update members set suspended_at = '2026-10-01T00:00:00.000Z' where id % 97 = 0`,
    sql`update members set photo_visibility = 'all' where id % 5 <> 0`,
    sql`insert into photos (member_id, kind, file, thumb_file, width, height, created_at)
        select id, 'profile', 'scale/p' || id || '.jpg', 'scale/p' || id || '.t.jpg', 600, 800, created_at
        from members where id % 3 <> 0`,
    // What photos' repository keeps beside each profile photo (migration 022); the oracle reads
    // the photos themselves, so a flag out of step with them fails the answers.
    sql`update members set has_profile_photo = 1
        where id in (select member_id from photos where kind = 'profile')`,
    sql`insert into photos (member_id, kind, file, thumb_file, width, height, created_at)
        select id, 'other', 'scale/o' || id || '.jpg', 'scale/o' || id || '.t.jpg', 600, 800, created_at
        from members where id % 7 = 0`,
    // Every 40th member paused: until resuming, until a day to come, or a pause that has ended.
    sql`insert into member_pauses (member_id, paused_at, until)
        select id, '2026-11-01T00:00:00.000Z',
          case when id % 2 = 0 then null
               when id % 3 = 0 then '2026-11-10T00:00:00.000Z'
               else '2027-01-01T00:00:00.000Z' end
        from members where id % 40 = 1`,
    sql`insert into member_blocks (blocker_id, blocked_id, created_at)
        select id, id + 1, '2026-11-01T00:00:00.000Z' from members where id % 50 = 0 and id < ${MEMBERS}`,
    sql`insert into member_requests (req_by_member_id, req_rec_member_id, req_status, created_at, updated_at)
        select id, id + 3, case when id % 3 = 0 then 'Accepted' else 'Pending' end,
          '2026-11-01T00:00:00.000Z', '2026-11-01T00:00:00.000Z'
        from members where id % 5 = 0 and id < ${MEMBERS - 3}`,
    sql`insert into member_blocks (blocker_id, blocked_id, created_at)
        select id, ${me}, '2026-11-01T00:00:00.000Z' from members where id % 5000 = 3`,
    sql`insert into member_blocks (blocker_id, blocked_id, created_at)
        select ${me}, id, '2026-11-01T00:00:00.000Z' from members where id % 7000 = 11`,
    sql`insert into member_requests (req_by_member_id, req_rec_member_id, req_status, created_at, updated_at)
        select ${me}, id, 'Accepted', '2026-11-01T00:00:00.000Z', '2026-11-01T00:00:00.000Z'
        from members where id % 1000 = 2 and id <> ${me}`,
    sql`insert into member_requests (req_by_member_id, req_rec_member_id, req_status, created_at, updated_at)
        select id, ${me}, 'Accepted', '2026-11-01T00:00:00.000Z', '2026-11-01T00:00:00.000Z'
        from members where id % 1000 = 4 and id <> ${me}`,
  ];
  await db.transaction().execute(async (trx) => {
    for (const step of steps) await step.execute(trx);
  });
}

/**
 * 100,000 members seeded by the project's seeder into a database of the test's own (a SQLite
 * file in a temp dir, or a PostgreSQL database it creates and drops), with the rest of a site's
 * life around them, then ANALYZE. On PostgreSQL autovacuum is off for the run, so the plans are
 * those of the freshly loaded table every time (the test vacuums when it wants the other state).
 */
export async function openScaleDatabase(engine: Engine): Promise<ScaleDatabase> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'trust-scale-'));
  const pg = engine === 'PostgreSQL' ? await createTestDatabase(PG_ADMIN_URL) : undefined;
  const db = await openDatabase({ dataDir, databaseUrl: pg?.url }, { error: () => undefined });
  const close = async () => {
    await db.destroy();
    await pg?.drop();
    await rm(dataDir, { recursive: true, force: true });
  };
  try {
    if (isPostgres(db)) {
      for (const table of [
        'members',
        'photos',
        'member_pauses',
        'member_blocks',
        'member_requests',
      ]) {
        await sql`alter table ${sql.table(table)} set (autovacuum_enabled = off)`.execute(db);
      }
    }
    let t0 = performance.now();
    const { inserted } = await seedMembers(db, { count: MEMBERS, seed: 15, now: NOW });
    if (inserted !== MEMBERS) throw new Error(`seeded ${inserted} of ${MEMBERS} members`);
    const seed = secondsSince(t0);
    t0 = performance.now();
    // A man in the middle of the table, still verified after addSiteLife.
    const searcher = await db
      .selectFrom('members')
      .select(['id', 'gender', 'self_goutra', 'mama_goutra'])
      .where('gender', '=', 'Male')
      .where('id', '>', MEMBERS / 2)
      .where(sql<boolean>`id % 23 <> 0 and id % 97 <> 0 and id % 40 <> 1`)
      .orderBy('id')
      .limit(1)
      .executeTakeFirstOrThrow();
    await addSiteLife(db, searcher.id);
    await sql`analyze`.execute(db);
    return { db, searcher, seconds: { seed, rest: secondsSince(t0) }, close };
  } catch (err) {
    await close();
    throw err;
  }
}
