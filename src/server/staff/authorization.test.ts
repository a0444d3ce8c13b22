import { randomBytes } from 'node:crypto';
import { CURL_TYPES, registry, type CurlType } from '../../shared/protocol/registry';
import { STAFF_ROLES, type StaffRole } from '../../shared/protocol/types';
import { findMemberByEmail } from '../accounts';
import { registerMember, testClock, verifiedMember } from '../../../test/server/helpers/accounts';
import { buildTestApp, call, type TestApp } from '../../../test/server/helpers/testApp';
import { readAudit } from './audit';
import { setSuspension } from './console/repository';
import { listContactRequests } from '../contact';
import { STAFF_MESSAGES as M } from './messages';
import { addTestStaff, signInStaff, STAFF_PASSWORD } from '../../../test/server/helpers/staff';
import { addMember } from '../../../test/server/helpers/members';
import { prepareForTeamCall } from '../../../test/server/helpers/identity';
import { preparePageCall } from '../../../test/server/helpers/pages';
import { addPhoto } from '../photos';
import { addMedia } from '../media';
import { pictureDataUrl } from '../../../test/server/helpers/pictures';

/**
 * The authorization matrix of the team calls: every staff role × every team call is answered
 * as the registry's `staff` list says; members, visitors and half-signed-in staff are refused
 * every team call, and a refused call changes nothing (no audit line, the member untouched).
 */
const clock = testClock();
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({}, { now: clock.now });
});
afterAll(() => t.close());

const TEAM_CALLS = CURL_TYPES.filter((c) => registry[c].access === 'team');

let written = 0;
/** A fresh Write to Us message; answers its id. */
async function writtenMessage(): Promise<string> {
  written += 1;
  await call(t.app, 'addContactRequest', {
    _name: 'Asha Goyal',
    contact_no: '9876543210',
    // An address to reply to (inboxReply mails it).
    email: 'asha@example.in',
    message: `Message ${written}`,
  });
  return String((await listContactRequests(t.app.db)).at(-1)?.id);
}

/**
 * The call's example fields with a real pending registration and the given token, and what the
 * example names made real: a Write to Us message, a staff account (a fresh email to add), a
 * suspension to lift.
 */
async function fieldsFor(type: CurlType, staff_token: string) {
  const email = await registerMember(t);
  const id = (await findMemberByEmail(t.app.db, email))?.id ?? 0;
  const member_id = String(id);
  await prepareForTeamCall(t, type, id, clock.now());
  await preparePageCall(t, type, clock.now());
  const example = registry[type].example as Record<string, string>;
  const real: Record<string, string> = {};
  if ('member_id' in example) real.member_id = member_id;
  if ('report_id' in example) real.report_id = await openReport();
  if ('message_id' in example) real.message_id = await writtenMessage();
  if ('photo_id' in example) real.photo_id = await photoOf(id);
  if ('media_id' in example) real.media_id = await libraryPicture();
  if ('pro_pic' in example) real.pro_pic = await pictureDataUrl();
  if ('email' in example && type !== 'staffSignIn') {
    const target = await addTestStaff(t, 'editor');
    real.email = type === 'staffAdd' ? `new.${target.email}` : target.email;
  }
  if (type === 'memberRestore') {
    await setSuspension(t.app.db, id, {
      suspended_at: clock.now().toISOString(),
      suspend_reason: 'test',
    });
  }
  return { fields: { ...example, staff_token, ...real }, email };
}

/** A photo row of the member's (memberPhotoRemove removes one); its files need not exist. */
async function photoOf(memberId: number): Promise<string> {
  const name = () => `${randomBytes(16).toString('hex')}.jpg`;
  const photo = { member_id: memberId, kind: 'other' as const, file: name(), thumb_file: name() };
  const at = clock.now().toISOString();
  const { id } = await addPhoto(t.app.db, { ...photo, width: 10, height: 10, created_at: at }, 6);
  return String(id);
}

/** An unused picture of the media library (mediaDelete deletes one); its file need not exist. */
async function libraryPicture(): Promise<string> {
  const path = `library/${randomBytes(16).toString('hex')}.jpg`;
  const at = clock.now().toISOString();
  const row = { path, alt: 'A picture', title: '', width: 1, height: 1, bytes: 1 };
  return String((await addMedia(t.app.db, { ...row, uploaded_by: 'test', uploaded_at: at })).id);
}

/** A fresh open report (reportClose closes one): one member reports another. */
async function openReport(): Promise<string> {
  const [by, about] = [await addMember(t.app.db), await addMember(t.app.db)];
  const fields = { local_token: by.token, req_acc_infoid: about.accountId, reason: 'other' };
  await call(t.app, 'reportMember', { ...fields, words: 'Matrix report' });
  const row = await t.app.db
    .selectFrom('member_reports')
    .select(['id'])
    .where('reporter_id', '=', by.id)
    .executeTakeFirstOrThrow();
  return String(row.id);
}

const refusedWithoutEffect = async (type: CurlType, token: string, text: string) => {
  const { fields, email } = await fieldsFor(type, token);
  const lines = (await readAudit(t.app.db)).length;
  expect((await call(t.app, type, fields)).wire).toEqual({ status: '0', text });
  expect((await readAudit(t.app.db)).length).toBe(lines);
  expect((await findMemberByEmail(t.app.db, email))?.status).toBe('pending');
};

it('has team calls, each listing its staff roles; the desk is not the editor’s', () => {
  expect(TEAM_CALLS.length).toBeGreaterThan(0);
  for (const c of TEAM_CALLS) expect(registry[c].staff?.length).toBeGreaterThan(0);
  for (const c of TEAM_CALLS.filter((c) => c.startsWith('desk')))
    expect(registry[c].staff).not.toContain('editor');
});

describe.each(TEAM_CALLS)('%s', (type) => {
  it.each(STAFF_ROLES)('is answered for %s exactly as the registry lists', async (role) => {
    const staff = await addTestStaff(t, role as StaffRole);
    const token = await signInStaff(t, staff, clock.now());
    if (!registry[type].staff?.includes(role)) {
      await refusedWithoutEffect(type, token, M.notAllowed);
      return;
    }
    const { fields } = await fieldsFor(type, token);
    const { wire } = await call(t.app, type, fields);
    expect(wire.text).not.toBe(M.notAllowed);
    expect(wire.text).not.toBe(M.notSignedIn);
    expect(['1', '001']).toContain(wire.status);
  });

  it('refuses visitors, members (their local_token) and a session still waiting for its code', async () => {
    await refusedWithoutEffect(type, '', M.notSignedIn);
    await refusedWithoutEffect(type, 'A'.repeat(43), M.notSignedIn);
    const member = await verifiedMember(t);
    await refusedWithoutEffect(type, member.local_token, M.notSignedIn);
    const staff = await addTestStaff(t, 'admin');
    const half = await call(t.app, 'staffSignIn', { email: staff.email, password: STAFF_PASSWORD });
    const { staff_token } = JSON.parse(half.wire.text) as { staff_token: string };
    await refusedWithoutEffect(type, staff_token, M.notSignedIn);
  });
});
