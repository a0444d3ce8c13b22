import type { ConsoleStats } from '../../../shared/protocol/statsTypes';
import { testClock } from '../../../../test/server/helpers/accounts';
import { addMember } from '../../../../test/server/helpers/members';
import { buildTestApp, call, data, type TestApp } from '../../../../test/server/helpers/testApp';
import { addTestStaff, signInStaff } from '../../../../test/server/helpers/staff';
import { STAFF_MESSAGES } from '../messages';

// Wednesday 11 March 2026, 11:30 in India: ISO week 2026-W11, which began on Monday 9 March at
// 00:00 India time (Sunday 8 March, 18:30 UTC).
const clock = testClock(new Date('2026-03-11T06:00:00.000Z'));
let t: TestApp;
let admin: string;
let verifier: string;
const ids: Record<string, number> = {};

type Seed = { status: 'pending' | 'verified' | 'rejected'; gender: string; dob: string };
const MEMBERS: Record<string, [string, Seed]> = {
  // One millisecond before the window of three weeks (Sunday 22 February, 23:59:59.999 India).
  a: ['2026-02-22T18:29:59.999Z', { status: 'verified', gender: 'Female', dob: '2000-03-11' }],
  // The window's first instant: Monday 23 February, 00:00 India.
  b: ['2026-02-22T18:30:00.000Z', { status: 'verified', gender: 'Female', dob: '2001-03-12' }],
  // Sunday 8 March, 23:59 India: still W10.
  c: ['2026-03-08T18:29:00.000Z', { status: 'pending', gender: 'Male', dob: '1990-01-01' }],
  // Still Sunday in UTC but Monday 9 March, 01:30 in India: W11.
  d: ['2026-03-08T20:00:00.000Z', { status: 'pending', gender: 'Male', dob: '1991-01-01' }],
  e: ['2026-03-10T06:00:00.000Z', { status: 'pending', gender: 'Female', dob: '1999-01-01' }],
  f: ['2025-06-01T00:00:00.000Z', { status: 'verified', gender: 'Male', dob: '1980-05-05' }],
  g: ['2025-06-01T00:00:00.000Z', { status: 'verified', gender: 'Male', dob: '1996-03-11' }],
  h: ['2025-06-01T00:00:00.000Z', { status: 'rejected', gender: 'Female', dob: '1998-01-01' }],
  // Pending, but sent back for changes: not in the desk's queue.
  i: ['2025-12-01T00:00:00.000Z', { status: 'pending', gender: 'Female', dob: '1997-01-01' }],
};

beforeAll(async () => {
  t = await buildTestApp({}, { now: clock.now });
  admin = await signInStaff(t, await addTestStaff(t, 'admin'), clock.now());
  verifier = await signInStaff(t, await addTestStaff(t, 'verifier'), clock.now());
  for (const [key, [at, { status, ...profile }]] of Object.entries(MEMBERS)) {
    const m = await addMember(t.app.db, { status, ...profile, created_at: at }, new Date(at));
    ids[key] = m.id;
  }
  const db = t.app.db;
  await db
    .insertInto('member_change_requests')
    .values({
      member_id: ids.i ?? 0,
      text: 'A recent photo.',
      asked_by: 'x',
      asked_at: clock.now().toISOString(),
      resolved_at: null,
    })
    .execute();
  // Each between another pair of members (a pair has one request at a time).
  const request = (
    [from, to]: [string, string],
    created_at: string,
    req_status: 'Pending' | 'Accepted' | 'Rejected',
    updated_at = created_at,
  ) => ({
    req_by_member_id: ids[from] ?? 0,
    req_rec_member_id: ids[to] ?? 0,
    req_status,
    created_at,
    updated_at,
  });
  await db
    .insertInto('member_requests')
    .values([
      request(['b', 'f'], '2026-02-25T10:00:00.000Z', 'Accepted', '2026-03-03T10:00:00.000Z'),
      // Sent before the window, accepted in its first week.
      request(['a', 'f'], '2026-02-20T10:00:00.000Z', 'Accepted', '2026-02-24T10:00:00.000Z'),
      request(['b', 'g'], '2026-03-09T10:00:00.000Z', 'Pending'),
      request(['a', 'g'], '2026-03-10T10:00:00.000Z', 'Rejected', '2026-03-10T12:00:00.000Z'),
    ])
    .execute();
  const message = (created_at: string) => ({
    _name: 'Asha Goyal',
    contact_no: '9876543210',
    email: '',
    message: 'Please call.',
    created_at,
    ip: '127.0.0.1',
  });
  await db
    .insertInto('contact_requests')
    .values([
      message('2026-03-02T00:00:00.000Z'),
      message('2026-03-11T05:00:00.000Z'),
      message('2026-01-01T00:00:00.000Z'),
    ])
    .execute();
});
afterAll(() => t.close());

const stats = async (fields: Record<string, string> = {}) =>
  data<ConsoleStats>(await call(t.app, 'consoleStats', { staff_token: admin, ...fields }));

it('counts each ISO week of the window (India time), oldest first, zero-filled', async () => {
  expect((await stats({ weeks: '3' })).weeks).toEqual([
    {
      week: '2026-W09',
      starts: '2026-02-23',
      registrations: 1,
      interests_sent: 1,
      interests_accepted: 1,
      messages: 0,
    },
    {
      week: '2026-W10',
      starts: '2026-03-02',
      registrations: 1,
      interests_sent: 0,
      interests_accepted: 1,
      messages: 1,
    },
    {
      week: '2026-W11',
      starts: '2026-03-09',
      registrations: 2,
      interests_sent: 2,
      interests_accepted: 0,
      messages: 1,
    },
  ]);
});

it('gives the queue and its median wait, and verified members by gender and age band', async () => {
  const answer = await stats();
  // Waiting 59.5, 58 and 24 hours; the member asked for changes is not waiting for the desk.
  expect(answer.pending).toEqual({ count: 3, median_wait_hours: 58 });
  expect(answer.bands).toEqual(['18–24', '25–29', '30–34', '35–39', '40+']);
  // Ages today: 26 (a birthday today), 24 (tomorrow), 30 (today) and 45.
  expect(answer.verified).toEqual([
    { gender: 'Male', counts: [0, 0, 1, 0, 1], total: 2 },
    { gender: 'Female', counts: [1, 1, 0, 0, 0], total: 2 },
  ]);
});

it('shows 12 weeks unless asked, at most 52, at least 1, across the turn of the year', async () => {
  const twelve = (await stats()).weeks;
  expect(twelve).toHaveLength(12);
  expect(twelve[0]).toMatchObject({ week: '2025-W52', starts: '2025-12-22' });
  expect(twelve[1]).toMatchObject({ week: '2026-W01', starts: '2025-12-29' });
  expect((await stats({ weeks: 'many' })).weeks).toHaveLength(12);
  expect((await stats({ weeks: '99' })).weeks).toHaveLength(52);
  expect((await stats({ weeks: '0' })).weeks).toHaveLength(1);
});

it('is for admins only', async () => {
  const { wire } = await call(t.app, 'consoleStats', { staff_token: verifier });
  expect(wire).toEqual({ status: '0', text: STAFF_MESSAGES.notAllowed });
});
