import { openDatabase } from '../../../src/server/plugins/db';
import { registration } from '../helpers/accounts';
import { addMember, type TestMember } from '../helpers/members';
import { envOf } from '../helpers/serverProcess';
import { createTestEnv, type TestEnv } from '../helpers/testApp';
import { interestProblems, memberProblems, sqliteProblems } from './crashChecks';
import { GENEROUS_LIMITS, seededRandom, Supervisor } from './crashSupervisor';
import { runWithKills, type Op } from './crashWorkload';

jest.setTimeout(240_000);

const SEED = Number(process.env.CRASH_SEED ?? 20261122);
const REGISTRATIONS = 1000;
const INTERESTS = 300;
const MEMBERS = 40;
const CONCURRENCY = 8;

let env: TestEnv;
beforeAll(async () => {
  env = await createTestEnv();
});
afterAll(() => env.cleanup());

/** Verified members with sessions, stored before the server starts. */
async function seedMembers(): Promise<TestMember[]> {
  const db = await openDatabase(env.config);
  try {
    const members: TestMember[] = [];
    for (let i = 0; i < MEMBERS; i += 1) members.push(await addMember(db, {}, new Date()));
    return members;
  } finally {
    await db.destroy();
  }
}

/** Registrations and interest requests (each pair once, random direction), shuffled. */
function plan(members: TestMember[], random: () => number): Op[] {
  const ops: Op[] = [];
  for (let i = 0; i < REGISTRATIONS; i += 1) {
    const fields = registration();
    ops.push({ kind: 'register', fields, email: fields.email_id as string });
  }
  const pairs = new Set<string>();
  while (pairs.size < INTERESTS) {
    const a = Math.floor(random() * MEMBERS);
    const b = Math.floor(random() * MEMBERS);
    const key = `${Math.min(a, b)}-${Math.max(a, b)}`;
    if (a === b || pairs.has(key)) continue;
    pairs.add(key);
    ops.push({ kind: 'interest', by: members[a] as TestMember, to: members[b] as TestMember });
  }
  for (let i = ops.length - 1; i > 0; i -= 1) {
    const j = Math.floor(random() * (i + 1));
    [ops[i], ops[j]] = [ops[j] as Op, ops[i] as Op];
  }
  return ops;
}

/** 4–6 kill points, spread over the run so that each restart has work to do after it. */
function killPoints(total: number, random: () => number): Set<number> {
  const count = 4 + Math.floor(random() * 3);
  const slot = Math.floor((total * 0.9) / count);
  return new Set(
    Array.from({ length: count }, (_, k) => slot * k + 60 + Math.floor(random() * (slot - 60))),
  );
}

it(`keeps every acknowledged write, and no half of one, through SIGKILLs (seed ${SEED})`, async () => {
  const random = seededRandom(SEED);
  const seeded = await seedMembers();
  const ops = plan(seeded, random);
  const killAt = killPoints(ops.length, random);
  const sup = new Supervisor({ ...envOf(env.config), ...GENEROUS_LIMITS });
  const started = Date.now();
  const outcome = await runWithKills(sup, ops, {
    concurrency: CONCURRENCY,
    killAt,
    killDelayMs: () => Math.floor(random() * 40),
  });
  expect(await sup.stop()).toBe(0);
  console.log(
    `crash: ${ops.length} ops in ${Date.now() - started} ms, ${sup.kills} kills ` +
      `(in flight: ${outcome.inFlightAtKills.join(', ')}), ${outcome.acked.length} acknowledged, ` +
      `${outcome.unknown.length} cut off`,
  );

  expect(outcome.refused).toEqual([]);
  expect(sup.kills).toBe(killAt.size);
  // The kills must have hit requests in flight, or they proved nothing.
  expect(outcome.inFlightAtKills.filter((n) => n > 0).length).toBeGreaterThanOrEqual(3);
  expect(outcome.unknown.length).toBeGreaterThan(0);
  expect(outcome.acked.length + outcome.unknown.length).toBe(ops.length);

  const db = await openDatabase(env.config);
  try {
    const emails = seeded.map((m) => m.email);
    expect(await memberProblems(db, { ops, acked: outcome.acked, seeded: emails })).toEqual([]);
    expect(await interestProblems(db, { ops, acked: outcome.acked })).toEqual([]);
    if (!env.config.databaseUrl) expect(await sqliteProblems(db)).toEqual([]);
  } finally {
    await db.destroy();
  }
});
