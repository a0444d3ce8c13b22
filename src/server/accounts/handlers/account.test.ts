import { readdir } from 'node:fs/promises';
import { MESSAGES } from '../../../shared/domain/messages';
import { CONSENT_VERSION } from '../../../shared/domain/schemas/registration';
import { EMPTY_PREFERENCES } from '../../../shared/domain/preferences';
import type { MyDataExport, OtpTicketAnswer } from '../../../shared/protocol/types';
import { photosDir } from '../../photos';
import { savePreferences } from '../repositories/preferences';
import { addMemberRequest } from '../../matching';
import { PASSWORD, testClock, verifiedMember } from '../../../../test/server/helpers/accounts';
import { dataUrl, png } from '../../../../test/server/helpers/images';
import { buildTestApp, call, data, type TestApp } from '../../../../test/server/helpers/testApp';

const clock = testClock();
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({}, { now: clock.now });
});
afterAll(() => t.close());

const storedFiles = async () => readdir(photosDir(t.env.config.dataDir)).catch(() => []);

async function rowsOf(memberId: number) {
  const db = t.app.db;
  const count = async (q: Promise<unknown[]>) => (await q).length;
  return {
    members: await count(
      db.selectFrom('members').select('id').where('id', '=', memberId).execute(),
    ),
    sessions: await count(
      db.selectFrom('sessions').select('id').where('member_id', '=', memberId).execute(),
    ),
    tickets: await count(
      db.selectFrom('otp_tickets').select('id').where('member_id', '=', memberId).execute(),
    ),
    requests: await count(
      db
        .selectFrom('member_requests')
        .select('id')
        .where((eb) =>
          eb.or([eb('req_by_member_id', '=', memberId), eb('req_rec_member_id', '=', memberId)]),
        )
        .execute(),
    ),
    photos: await count(
      db.selectFrom('photos').select('id').where('member_id', '=', memberId).execute(),
    ),
  };
}

describe('exportMyData', () => {
  it("answers the member's profile, consent, requests (other side by mem_no) and photos", async () => {
    const me = await verifiedMember(t, { mem_name: 'Kavya Bansal', gender: 'Female' });
    const a = await verifiedMember(t);
    const b = await verifiedMember(t);
    const now = clock.now().toISOString();
    await addMemberRequest(t.app.db, { by: me.user.id, to: a.user.id, now });
    await addMemberRequest(t.app.db, {
      by: b.user.id,
      to: me.user.id,
      status: 'Accepted',
      now,
      note: 'We liked your profile.',
    });
    await call(t.app, 'uploadProPic', {
      local_token: me.local_token,
      pro_pic: dataUrl(await png(20, 10), 'image/png'),
      upd_for: 'other',
    });
    const about = { ...EMPTY_PREFERENCES, about_me: 'Teaches music.', pref_age_min: '27' };
    await savePreferences(t.app.db, me.user.id, about, clock.now());

    const exported = data<MyDataExport>(
      await call(t.app, 'exportMyData', { local_token: me.local_token }),
    );
    expect(exported.exported_at).toBe(now);
    expect(exported.profile).toMatchObject({
      id: me.user.id,
      mem_no: me.user.mem_no,
      mem_name: 'Kavya Bansal',
      email_id: me.email,
      status: 'verified',
      height: 175,
      about_me: 'Teaches music.',
      pref_age_min: '27',
      pref_age_max: '',
    });
    expect(exported.consent).toEqual({ version: CONSENT_VERSION, given_at: expect.any(String) });
    expect(exported.requests_sent).toEqual([
      {
        other_mem_no: a.user.mem_no,
        req_status: 'Pending',
        created_at: now,
        updated_at: now,
        note: null,
      },
    ]);
    expect(exported.requests_received).toEqual([
      {
        other_mem_no: b.user.mem_no,
        req_status: 'Accepted',
        created_at: now,
        updated_at: now,
        note: 'We liked your profile.',
      },
    ]);
    expect(exported.photos).toEqual([
      { id: expect.any(Number), kind: 'other', width: 20, height: 10, created_at: now },
    ]);
    const text = JSON.stringify(exported);
    expect(text).not.toMatch(/scrypt|password_hash|token/);
    // Nothing about the other members beyond their number.
    expect(text).not.toContain(a.email);
    expect(text).not.toContain(b.email);
  });
});

describe('deleteAccount', () => {
  it('refuses a wrong password and keeps everything', async () => {
    const me = await verifiedMember(t);
    const { wire } = await call(t.app, 'deleteAccount', {
      local_token: me.local_token,
      password: 'not my password',
    });
    expect(wire).toEqual({ status: '0', text: 'The password is not correct.' });
    expect((await rowsOf(me.user.id)).members).toBe(1);
  });

  it('deletes the member with sessions, tickets, requests, photo rows and files', async () => {
    const me = await verifiedMember(t);
    const other = await verifiedMember(t);
    const third = await verifiedMember(t);
    const now = clock.now().toISOString();
    await addMemberRequest(t.app.db, { by: me.user.id, to: other.user.id, now });
    await addMemberRequest(t.app.db, { by: third.user.id, to: me.user.id, now });
    data<OtpTicketAnswer[]>(await call(t.app, 'registerWithOTP', { p1_contact: me.email }));
    for (const upd_for of ['profile', 'other']) {
      await call(t.app, 'uploadProPic', {
        local_token: me.local_token,
        pro_pic: dataUrl(await png(20, 20), 'image/png'),
        upd_for,
      });
    }
    const files = (
      await t.app.db
        .selectFrom('photos')
        .select(['file', 'thumb_file'])
        .where('member_id', '=', me.user.id)
        .execute()
    ).flatMap((p) => [p.file, p.thumb_file]);
    expect(files).toHaveLength(4);
    expect(await rowsOf(me.user.id)).toEqual({
      members: 1,
      sessions: 1,
      tickets: 1,
      requests: 2,
      photos: 2,
    });

    const { wire } = await call(t.app, 'deleteAccount', {
      local_token: me.local_token,
      password: PASSWORD,
    });
    expect(wire).toEqual({ status: '001', text: 'Your account has been deleted.' });
    expect(await rowsOf(me.user.id)).toEqual({
      members: 0,
      sessions: 0,
      tickets: 0,
      requests: 0,
      photos: 0,
    });
    const left = await storedFiles();
    for (const f of files) expect(left).not.toContain(f);
    // The token is dead, the login is gone, the other member is untouched.
    expect((await call(t.app, 'getDashboardData', { local_token: me.local_token })).wire.text).toBe(
      MESSAGES.notLoggedIn,
    );
    expect((await call(t.app, 'logint', { p1: me.email, p2: PASSWORD })).wire.text).toBe(
      MESSAGES.loginFailed,
    );
    expect((await rowsOf(other.user.id)).members).toBe(1);
  });
});
