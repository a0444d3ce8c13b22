import { existsSync } from 'node:fs';
import path from 'node:path';
import type { MemberPhotosAnswer } from '../../../shared/protocol/reportOutcomeTypes';
import { findMemberByEmail } from '../../accounts';
import { dataUrl, noisyJpeg } from '../../../../test/server/helpers/images';
import {
  login,
  readOutbox,
  testClock,
  verifiedMember,
} from '../../../../test/server/helpers/accounts';
import { addTestStaff, signInStaff } from '../../../../test/server/helpers/staff';
import { buildTestApp, call, data, type TestApp } from '../../../../test/server/helpers/testApp';
import { readAudit } from '../audit';
import { CONSOLE_MESSAGES as M } from './messages';
import { OUTCOME_MESSAGES as O } from './outcomeMessages';

/** The Members page's photo removal and sign-out everywhere (issue #16 item 6). */
const clock = testClock();
let t: TestApp;
let token: string;
let admin: string;
beforeAll(async () => {
  t = await buildTestApp({}, { now: clock.now });
  const staff = await addTestStaff(t, 'admin');
  admin = staff.email;
  token = await signInStaff(t, staff, clock.now());
});
afterAll(() => t.close());

const idOf = async (email: string) => String((await findMemberByEmail(t.app.db, email))?.id);
const photosOf = async (member_id: string) =>
  data<MemberPhotosAnswer>(await call(t.app, 'memberPhotos', { staff_token: token, member_id }))
    .items;
const upload = async (local_token: string, upd_for: string) =>
  (
    await call(t.app, 'uploadProPic', {
      local_token,
      pro_pic: dataUrl(await noisyJpeg()),
      upd_for,
    })
  ).wire.status;

it('shows the member’s photos to staff, removes one with a reason: row, files, mail, audit', async () => {
  const m = await verifiedMember(t);
  expect(await upload(m.local_token, 'profile')).toBe('001');
  expect(await upload(m.local_token, 'other')).toBe('001');
  const member_id = await idOf(m.email);
  const photos = await photosOf(member_id);
  expect(photos.map((p) => p.kind)).toEqual(['profile', 'other']);
  const seen = await t.app.inject({ method: 'GET', url: photos[0]?.thumb_url ?? '' });
  expect(seen.statusCode).toBe(200);

  const target = photos[1];
  const row = await t.app.db
    .selectFrom('photos')
    .selectAll()
    .where('id', '=', target?.id ?? 0)
    .executeTakeFirstOrThrow();
  const fields = { staff_token: token, member_id, photo_id: String(target?.id) };
  expect((await call(t.app, 'memberPhotoRemove', { ...fields, reason: ' ' })).wire).toEqual({
    status: '-10',
    text: M.reasonNeeded,
  });
  const reason = 'A group photo; please upload one of yourself.';
  expect((await call(t.app, 'memberPhotoRemove', { ...fields, reason })).wire).toEqual({
    status: '001',
    text: O.photoRemoved,
  });
  expect((await photosOf(member_id)).map((p) => p.id)).toEqual([photos[0]?.id]);
  const dir = t.env.config.photoDir;
  expect(existsSync(path.join(dir, row.file))).toBe(false);
  expect(existsSync(path.join(dir, row.thumb_file))).toBe(false);
  const mail = (await readOutbox(t)).find(
    (x) => x.to === m.email && x.subject === 'One of your photos has been removed',
  );
  expect(mail?.text).toContain(reason);
  expect((await readAudit(t.app.db)).at(-1)).toMatchObject({
    actor: admin,
    action: 'photo_removed',
    reason,
    subject: expect.stringContaining(`photo:${target?.id}`) as string,
  });
  // Gone now, and never another member's photo.
  expect((await call(t.app, 'memberPhotoRemove', { ...fields, reason })).wire).toEqual({
    status: '0',
    text: O.photoNotFound,
  });
  const other = await verifiedMember(t);
  const lines = (await readAudit(t.app.db)).length;
  const wrong = { ...fields, member_id: await idOf(other.email), photo_id: String(photos[0]?.id) };
  expect((await call(t.app, 'memberPhotoRemove', { ...wrong, reason })).wire.text).toBe(
    O.photoNotFound,
  );
  expect(await photosOf(member_id)).toHaveLength(1);
  expect((await readAudit(t.app.db)).length).toBe(lines);
});

it('signs a member out everywhere with a reason; the member may log in again', async () => {
  const m = await verifiedMember(t);
  const member_id = await idOf(m.email);
  const fields = { staff_token: token, member_id };
  expect((await call(t.app, 'memberRevokeSessions', { ...fields, reason: '' })).wire.status).toBe(
    '-10',
  );
  const reason = 'Says the phone was stolen.';
  expect((await call(t.app, 'memberRevokeSessions', { ...fields, reason })).wire).toEqual({
    status: '001',
    text: O.sessionsRevoked,
  });
  const old = await call(t.app, 'getDashboardData', { local_token: m.local_token });
  expect(old.wire.status).toBe('0');
  expect((await readAudit(t.app.db)).at(-1)).toMatchObject({
    actor: admin,
    action: 'sessions_revoked',
    reason,
  });
  expect((await login(t, m.email)).user.first_name).toBeTruthy();
  const unknown = await call(t.app, 'memberRevokeSessions', {
    ...fields,
    member_id: '999999',
    reason,
  });
  expect(unknown.wire).toEqual({ status: '0', text: M.unknownMember });
});
