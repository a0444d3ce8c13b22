import type { ReportsQueueAnswer } from '../../shared/protocol/safetyTypes';
import type { MemberListAnswer } from '../../shared/protocol/types';
import { CURL_TYPES, registry } from '../../shared/protocol/registry';
import { testClock } from '../../../test/server/helpers/accounts';
import { addMember, type TestMember } from '../../../test/server/helpers/members';
import { addTestStaff, signInStaff } from '../../../test/server/helpers/staff';
import { requestCalls } from '../../../test/server/helpers/requests';
import { buildTestApp, call, data, type TestApp } from '../../../test/server/helpers/testApp';
import { readAudit } from '../staff';
import { SAFETY_MESSAGES as S } from './messages';

const clock = testClock();
let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await buildTestApp({}, { now: clock.now });
  token = await signInStaff(t, await addTestStaff(t, 'verifier'), clock.now());
});
afterAll(() => t.close());

const member = (over: Parameters<typeof addMember>[1] = {}) =>
  addMember(t.app.db, over, clock.now());
const report = (by: TestMember, about: TestMember, reason: string, words: string) =>
  call(t.app, 'reportMember', {
    local_token: by.token,
    req_acc_infoid: about.accountId,
    reason,
    words,
  });
const queue = async () =>
  data<ReportsQueueAnswer>(await call(t.app, 'reportsQueue', { staff_token: token }));
/** The count beside Reports in the console's navigation. */
const openCount = async () =>
  data<{ counts: Record<string, number> }>(
    await call(t.app, 'consoleCounts', { staff_token: token }),
  ).counts.reports;

it('puts the report in the team’s queue, oldest first, and blocks the reported member', async () => {
  const city = 'Reportnagar';
  const by = await member({ gender: 'Male', mem_name: 'Kiran Reporter', city_nm: city });
  const about = await member({ gender: 'Female', mem_name: 'Sapna Reported', city_nm: city });
  const later = await member({ gender: 'Female', mem_name: 'Later One' });
  const pending = await requestCalls(t).pending(about, by);

  expect((await report(by, about, 'asking_for_money', '  Asked for ₹50,000.  ')).wire).toEqual({
    status: '001',
    text: S.reported,
  });
  clock.advance(60_000);
  await report(by, later, 'other', 'Rude on the phone.');

  const mine = (await queue()).items.filter((i) => i.reporter.mem_name === 'Kiran Reporter');
  expect(mine.map((i) => [i.reported.mem_name, i.reason, i.words])).toEqual([
    ['Sapna Reported', 'asking_for_money', 'Asked for ₹50,000.'],
    ['Later One', 'other', 'Rude on the phone.'],
  ]);
  expect(mine[0]?.reported.member_id).toBe(String(about.id));
  // The plain number the team searches Members by, not the members' base64 form.
  expect(mine[0]?.reported.mem_no).toBe(String(about.memNo));
  expect(mine[0]?.reporter.mem_no).toBe(String(by.memNo));
  expect(Date.parse(mine[0]?.reported_at ?? '')).toBeLessThan(
    Date.parse(mine[1]?.reported_at ?? ''),
  );
  // Reporting blocked: the pending request went, and search no longer shows the pair.
  expect(await requestCalls(t).requestsBetween(by.id, about.id)).toEqual([]);
  const search = data<MemberListAnswer>(
    await call(t.app, 'getMembers', {
      local_token: about.token,
      ser_params: JSON.stringify({ city_name: city, gender: 'Male', hideSameGotra: false }),
    }),
  );
  expect(search.members).toEqual([]);
  expect(pending).toBeTruthy();
});

it('never shows the reported member who reported them, in any answer of theirs', async () => {
  const by = await member({ mem_name: 'Secretive Reporterji', email_id: 'secret.reporter@x.in' });
  const about = await member({ gender: 'Female' });
  await report(by, about, 'fake_profile', 'Photos are of an actress.');
  const bodies: string[] = [];
  const memberCalls = CURL_TYPES.filter((c) => registry[c].access === 'member');
  for (const type of memberCalls) {
    if (['logout', 'deleteAccount'].includes(type)) continue;
    const example = registry[type].example as Record<string, string>;
    const fields: Record<string, string> = { ...example, local_token: about.token };
    if ('req_acc_infoid' in example) fields.req_acc_infoid = by.accountId;
    if (type === 'getMyProfile')
      fields.mem_key = Buffer.from(String(about.memNo)).toString('base64');
    bodies.push((await call(t.app, type, fields)).response.body);
  }
  for (const body of bodies) {
    expect(body).not.toContain('Secretive');
    expect(body).not.toContain('secret.reporter');
    expect(body).not.toContain(by.accountId);
  }
});

it('refuses an unknown reason, missing words for other, and words over the limit', async () => {
  const [by, about] = [await member(), await member({ gender: 'Female' })];
  expect((await report(by, about, 'gossip', 'x')).wire).toEqual({
    status: '-10',
    text: S.unknownReason,
  });
  expect((await report(by, about, 'other', '   ')).wire).toEqual({
    status: '-10',
    text: S.wordsNeeded,
  });
  expect((await report(by, about, 'other', 'a'.repeat(1001))).wire.status).toBe('-10');
  expect((await queue()).items.some((i) => i.reporter.member_id === String(by.id))).toBe(false);
});

it('closes a report with a note, audited; it leaves the queue and cannot be closed twice', async () => {
  const [by, about] = [await member(), await member({ gender: 'Female' })];
  await report(by, about, 'already_married', 'Has a wife in Pune.');
  const before = await openCount();
  expect(before).toBe((await queue()).open_count);
  const item = (await queue()).items.find((i) => i.reporter.member_id === String(by.id));
  const report_id = item?.report_id ?? '';
  const close = (note: string) =>
    call(t.app, 'reportClose', { staff_token: token, report_id, outcome: 'no_action', note });
  expect((await close('  ')).wire).toEqual({ status: '-10', text: S.noteNeeded });
  expect((await close('Called both families; profile rejected.')).wire).toEqual({
    status: '001',
    text: S.reportClosed,
  });
  expect((await queue()).items.some((i) => i.report_id === report_id)).toBe(false);
  expect(await openCount()).toBe(before - 1);
  expect((await close('Again.')).wire).toEqual({ status: '0', text: S.reportNotOpen });
  const line = (await readAudit(t.app.db)).at(-1);
  expect(line).toMatchObject({
    action: 'close_report',
    subject: `report:${report_id} member:${about.id} outcome:no_action`,
    reason: 'Called both families; profile rejected.',
  });
});

it('keeps a report whose reported member deleted the account, with the name it had', async () => {
  const by = await member();
  const about = await member({ gender: 'Female', mem_name: 'Gone Member' });
  await report(by, about, 'inappropriate_photo', '');
  await t.app.db.deleteFrom('members').where('id', '=', about.id).execute();
  const item = (await queue()).items.find((i) => i.reporter.member_id === String(by.id));
  expect(item?.reported).toEqual({
    member_id: null,
    mem_no: '',
    mem_name: expect.stringContaining('Gone Member') as string,
  });
});
