import { openDatabase, type Db } from '../plugins/db';
import type { MemberListAnswer } from '../../shared/protocol/types';
import { buildApp } from '../app';
import { call, createTestEnv, data, type TestEnv } from '../../../test/server/helpers/testApp';
import { addMember } from '../../../test/server/helpers/members';
import { ViewLedger } from './viewLedger';

let env: TestEnv;
let db: Db;
let viewer: number;
let other: number;
let members: number[];
beforeAll(async () => {
  env = await createTestEnv();
  db = await openDatabase(env.config);
  viewer = (await addMember(db, { gender: 'Female' })).id;
  other = (await addMember(db, { gender: 'Female' })).id;
  members = [];
  for (let i = 0; i < 6; i += 1) members.push((await addMember(db)).id);
});
afterAll(async () => {
  await db.destroy();
  await env.cleanup();
});

const DAY = '2026-03-01';
/** A ledger that writes only when flushed, so each test decides when the table sees views. */
const ledger = (options: ConstructorParameters<typeof ViewLedger>[1] = {}) =>
  new ViewLedger(db, { writeAfterMs: 60_000, ...options });
const recorded = async (who: number, day = DAY) =>
  (
    await db
      .selectFrom('quota_views')
      .select('member_id')
      .where('viewer_id', '=', who)
      .where('day', '=', day)
      .where('kind', '=', 'listed')
      .orderBy('member_id')
      .execute()
  ).map((r) => Number(r.member_id));

it('answers from memory and writes the views behind, each member once', async () => {
  const views = ledger();
  const [a, b, c] = members as [number, number, number];
  expect(await views.charge(viewer, 'listed', DAY, [a, b], 10)).toEqual({ fresh: 2, used: 0 });
  expect(await views.charge(viewer, 'listed', DAY, [b, c], 10)).toEqual({ fresh: 1, used: 2 });
  expect(views.unwritten).toBe(3);
  expect(await recorded(viewer)).toEqual([]);
  await views.flush();
  expect(views.unwritten).toBe(0);
  expect(await recorded(viewer)).toEqual([a, b, c].sort((x, y) => x - y));
  // Another process (another ledger) reads what was written and charges only the new.
  expect(await ledger().charge(viewer, 'listed', DAY, [a, b, c], 10)).toEqual({
    fresh: 0,
    used: 3,
  });
});

it('refuses past the limit at once, even for calls in flight together, before any write', async () => {
  const views = ledger();
  const pages = members.map((id) => views.charge(other, 'listed', DAY, [id], 3));
  const answers = await Promise.all(pages);
  expect(answers.filter((a) => a !== null)).toHaveLength(3);
  expect(answers.slice(3)).toEqual([null, null, null]);
  // What was charged stays free at the limit; nothing new is.
  expect(await views.charge(other, 'listed', DAY, members.slice(0, 3), 3)).toEqual({
    fresh: 0,
    used: 3,
  });
  await views.flush();
  expect(await recorded(other)).toEqual(members.slice(0, 3));
  // A new day starts over.
  expect(await views.charge(other, 'listed', '2026-03-02', members.slice(3), 3)).toEqual({
    fresh: 3,
    used: 0,
  });
});

it("counts another process's views once its tally is read again, its own written first", async () => {
  let ms = 0;
  const day = '2026-03-05';
  const here = ledger({ clock: () => ms, rereadAfterMs: 1000 });
  const there = ledger();
  const [a, b, c] = members as [number, number, number];
  expect(await here.charge(viewer, 'listed', day, [a], 3)).toEqual({ fresh: 1, used: 0 });
  await there.charge(viewer, 'listed', day, [b, c], 3);
  await there.flush();
  // Within the time a tally is trusted, the other process's views are not known here yet.
  expect(await here.charge(viewer, 'listed', day, [a], 3)).toEqual({ fresh: 0, used: 1 });
  ms = 1000;
  // Read again: this process's own unwritten view is written first, so the tally holds all three.
  expect(await here.charge(viewer, 'listed', day, [members[3] as number], 3)).toBeNull();
  expect(here.unwritten).toBe(0);
  expect(await recorded(viewer, day)).toEqual([a, b, c].sort((x, y) => x - y));
});

it('holds at most `maxIds` members, reading a dropped tally again with its views', async () => {
  const day = '2026-03-08';
  const views = ledger({ maxIds: 1 });
  const [a, b, c] = members as [number, number, number];
  expect(await views.charge(viewer, 'listed', day, [a, b], 5)).toEqual({ fresh: 2, used: 0 });
  // Reading her tally drops the viewer's: the oldest, and two members are past the one allowed.
  expect(await views.charge(other, 'listed', day, [a], 5)).toEqual({ fresh: 1, used: 0 });
  // Meanwhile another process charges the viewer for c.
  const there = ledger();
  await there.charge(viewer, 'listed', day, [c], 5);
  await there.flush();
  // Her tally is read again, well within the time a kept one is trusted: c is known here now.
  expect(await views.charge(viewer, 'listed', day, [a, b, c], 5)).toEqual({ fresh: 0, used: 3 });
  await views.flush();
  expect(await recorded(viewer, day)).toEqual([a, b, c].sort((x, y) => x - y));
});

it('writes on its own shortly after a charge', async () => {
  const day = '2026-03-06';
  const views = ledger({ writeAfterMs: 10 });
  await views.charge(viewer, 'listed', day, [members[0] as number], 3);
  await new Promise((resolve) => setTimeout(resolve, 200));
  expect(views.unwritten).toBe(0);
  expect(await recorded(viewer, day)).toEqual([members[0]]);
});

it("keeps the others' views when one viewer's cannot be written (her account deleted)", async () => {
  const day = '2026-03-07';
  const gone = (await addMember(db, { gender: 'Female' })).id;
  const errors: unknown[] = [];
  const views = ledger({ onError: (err) => errors.push(err) });
  const [a, b, c] = members as [number, number, number];
  // Each tally read first (a read writes what waits), then a view of each waits together.
  await views.charge(viewer, 'listed', day, [a], 3);
  await views.charge(gone, 'listed', day, [a], 3);
  await views.charge(gone, 'listed', day, [b], 3);
  await views.charge(viewer, 'listed', day, [c], 3);
  expect(views.unwritten).toBe(3);
  await db.deleteFrom('sessions').where('member_id', '=', gone).execute();
  await db.deleteFrom('members').where('id', '=', gone).execute();
  await views.flush();
  expect(errors).toHaveLength(1);
  expect(await recorded(viewer, day)).toEqual([a, c]);
});

it('writes the views still waiting when the app closes', async () => {
  const own = await createTestEnv();
  try {
    // The day the test members' sessions were opened (members.ts).
    const app = await buildApp(own.config, { now: () => new Date('2026-03-01T09:00:00.000Z') });
    const me = await addMember(app.db, { gender: 'Female' });
    for (let i = 0; i < 3; i += 1) await addMember(app.db);
    const answer = await call(app, 'getMembers', {
      local_token: me.token,
      ser_params: JSON.stringify({ gender: 'Male', hideSameGotra: false }),
    });
    expect(data<MemberListAnswer>(answer).members).toHaveLength(3);
    await app.close();
    const reopened = await openDatabase(own.config);
    try {
      const rows = await reopened
        .selectFrom('quota_views')
        .select('member_id')
        .where('viewer_id', '=', me.id)
        .execute();
      expect(rows).toHaveLength(3);
    } finally {
      await reopened.destroy();
    }
  } finally {
    await own.cleanup();
  }
});
