import { ageOn } from '../../shared/domain/age';
import { GENDERS, INCOME_OPTIONS, QUALIFICATIONS } from '../../shared/domain/constants';
import { parseSerParams } from '../../shared/domain/schemas/search';
import type { MemberListAnswer } from '../../shared/protocol/types';
import { verifyPassword } from '../accounts/password';
import { searchCountQuery, searchPageQuery } from '../matching/repositories/search';
import { testClock } from '../../../test/server/helpers/accounts';
import { explain, usesMembersIndex } from '../../../test/server/helpers/explain';
import { addMember } from '../../../test/server/helpers/members';
import { buildTestApp, call, data, type TestApp } from '../../../test/server/helpers/testApp';
import { prng, SEED_PASSWORD, seededMember, seedMembers } from './seedMembers';
import { runSeedMembers } from './seedMembersCommand';

const clock = testClock();

describe('seeded members', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({}, { now: clock.now });
  });
  afterAll(() => t.close());

  it('are the same for the same seed, and differ for another', () => {
    const ctx = { seed: 7, now: clock.now(), gotras: ['Mittal', 'Garg'], passwordHash: 'h' };
    const make = (seed: number) => {
      const random = prng(seed);
      return Array.from({ length: 20 }, (_, i) => seededMember(random, i + 1, ctx));
    };
    expect(make(7)).toEqual(make(7));
    expect(make(7)).not.toEqual(make(8));
  });

  it('are plausible, verified, numbered, and can log in with the seed password', async () => {
    expect(await seedMembers(t.app.db, { count: 300, seed: 5, now: clock.now() })).toEqual({
      inserted: 300,
    });
    const rows = await t.app.db.selectFrom('members').selectAll().execute();
    expect(rows).toHaveLength(300);
    expect(new Set(rows.map((r) => r.email_id)).size).toBe(300);
    expect(new Set(rows.map((r) => r.contact_no)).size).toBe(300);
    const gotras = (await t.app.db.selectFrom('gotras').select('temple_name').execute()).map(
      (g) => g.temple_name,
    );
    for (const r of rows) {
      expect(r.status).toBe('verified');
      expect(r.mem_no).toBe(1000 + r.id);
      expect(GENDERS).toContain(r.gender);
      expect(QUALIFICATIONS).toContain(r.max_qualification);
      expect(INCOME_OPTIONS.map((o) => o.value)).toContain(r.self_anum);
      expect(r.contact_no).toMatch(/^[6-9]\d{9}$/);
      expect(gotras).toContain(r.self_goutra);
      expect(r.self_goutra).not.toBe(r.mama_goutra);
      const age = ageOn(r.dob, clock.now()) ?? 0;
      expect(age >= 21 && age <= 41).toBe(true);
      expect(r.verified_at && r.verified_at <= clock.now().toISOString()).toBeTruthy();
    }
    expect(await verifyPassword(SEED_PASSWORD, rows[0]?.password_hash ?? '')).toBe(true);
    // A second run adds more, without clashing with the first.
    await seedMembers(t.app.db, { count: 10, seed: 5, now: clock.now() });
    const { n } = await t.app.db
      .selectFrom('members')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(n)).toBe(310);
  });

  it('npm run seed:members -- <count> [--seed n] adds members to the configured database', async () => {
    const run = async (...args: string[]) => {
      const out: string[] = [];
      const err: string[] = [];
      const code = await runSeedMembers(args, {
        env: {
          DATA_DIR: t.env.config.dataDir,
          DATABASE_URL: t.env.config.databaseUrl,
          LOG_LEVEL: 'silent',
        },
        out: (l) => out.push(l),
        err: (l) => err.push(l),
        now: clock.now,
      });
      return { code, out: out.join('\n'), err: err.join('\n') };
    };
    const done = await run('25', '--seed', '9');
    expect(done.code).toBe(0);
    expect(done.out).toMatch(/^Added 25 verified members in \d+\.\d s\.$/);
    for (const bad of [[], ['many'], ['0'], ['10', '--seed'], ['10', '--fast'], ['1', '2']]) {
      const refused = await run(...bad);
      expect(refused.code).toBe(2);
      expect(refused.err).toMatch(/^Usage:/);
    }
  });
});

describe('100,000 members', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({}, { now: clock.now });
  }, 60_000);
  afterAll(() => t.close());

  const MAIN_FILTERS = {
    city_name: 'jai',
    salary_per_anum: '10-15',
    lowRange: '10',
    highRange: '15',
    education: ['Engineering', 'Graduation'],
    ageMin: 24,
    ageMax: 32,
  };

  it('answers a filtered search from indexes (plan checked, time printed)', async () => {
    const seeding = performance.now();
    await seedMembers(t.app.db, { count: 100_000, seed: 1, now: clock.now() });
    const seeded = performance.now() - seeding;
    // Gotras outside the fixture's list of three, which every seeded member carries one of.
    const mine = { gender: 'Male', self_goutra: 'Airan', mama_goutra: 'Tayal' };
    const me = await addMember(t.app.db, mine, clock.now());
    const searcher = { id: me.id, ...mine };

    const timings: string[] = [];
    // Filtered: the page and the count come from indexes. Unfiltered: the page walks the search
    // index in order; counting half of all members reads them all anyway, so the planner may
    // rightly scan the table for that count.
    for (const [name, filters, mustIndex] of [
      ['main filters', MAIN_FILTERS, ['page', 'count']],
      ['no filters', {}, ['page']],
      ['no filters, page 50', { page: 50 }, ['page']],
    ] as const) {
      const parsed = parseSerParams(JSON.stringify(filters));
      if (!parsed.ok) throw new Error(parsed.message);
      const queries = {
        page: searchPageQuery(t.app.db, searcher, parsed.value, clock.now()),
        count: searchCountQuery(t.app.db, searcher, parsed.value, clock.now()),
      };
      for (const which of mustIndex) {
        // The statistics are fresh (the seeder analyses), so the planner chooses freely here.
        const plan = await explain(t.app.db, queries[which]);
        expect({ name, which, plan, indexed: usesMembersIndex(plan) }).toEqual({
          name,
          which,
          plan,
          indexed: true,
        });
      }
      const started = performance.now();
      const answer = data<MemberListAnswer>(
        await call(t.app, 'getMembers', {
          local_token: me.token,
          ser_params: JSON.stringify(filters),
        }),
      );
      timings.push(
        `${name}: ${(performance.now() - started).toFixed(1)} ms (${answer.total} found)`,
      );
      expect(answer.members.length).toBeGreaterThan(0);
    }
    console.log(
      `getMembers over 100,000 members (seeded in ${(seeded / 1000).toFixed(1)} s):\n  ${timings.join('\n  ')}`,
    );
  }, 300_000);
});
