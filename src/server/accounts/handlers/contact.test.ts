import type { MyDataExport, MyProfile } from '../../../shared/protocol/types';
import { findMemberByEmail } from '../repositories/members';
import { IDENTITY_MESSAGES as I } from '../identityMessages';
import { ACCOUNT_MESSAGES as M } from '../messages';
import { RATE_MESSAGES } from '../rateLimits';
import {
  PASSWORD,
  readOutbox,
  registration,
  testClock,
  verifiedMember,
} from '../../../../test/server/helpers/accounts';
import { buildTestApp, call, data, type TestApp } from '../../../../test/server/helpers/testApp';

/** Email and mobile changes (issue #14 item 7): the password, the mailed link, no look-ups. */
const clock = testClock();
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({}, { now: clock.now });
});
afterAll(() => t.close());

const HOUR = 60 * 60 * 1000;
type Me = Awaited<ReturnType<typeof verifiedMember>>;
const changeEmail = (me: Me, email_id: string, password = PASSWORD) =>
  call(t.app, 'changeEmail', { local_token: me.local_token, password, email_id });
const changeMobile = (me: Me, contact_no: string, password = PASSWORD) =>
  call(t.app, 'changeMobile', { local_token: me.local_token, password, contact_no });
const mailsTo = async (to: string) => (await readOutbox(t)).filter((m) => m.to === to);
const linkIn = (text = '') => /\/confirm-email\?token=([\w%-]+)/.exec(text)?.[1] ?? '';
const stored = async (me: Me) => (await findMemberByEmail(t.app.db, me.email)) ?? null;
const byId = (id: number) =>
  t.app.db.selectFrom('members').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

describe('changeEmail', () => {
  it('refuses a wrong password and changes nothing, mailing nobody', async () => {
    const me = await verifiedMember(t);
    const before = (await readOutbox(t)).length;
    expect((await changeEmail(me, 'fresh.one@example.in', 'wrong password')).wire).toEqual({
      status: '0',
      text: M.wrongPassword,
    });
    expect((await readOutbox(t)).length).toBe(before);
    expect((await stored(me))?.email_id).toBe(me.email);
  });

  it('takes effect only when the mailed link is opened; the old address is told', async () => {
    const me = await verifiedMember(t);
    const fresh = `fresh.${me.user.id}@example.in`;
    expect((await changeEmail(me, fresh)).wire).toEqual({ status: '001', text: I.emailLinkSent });
    expect((await stored(me))?.email_id).toBe(me.email);
    const mine = data<MyProfile>(
      await call(t.app, 'getMyProfile', { local_token: me.local_token, mem_key: me.user.mem_no }),
    );
    expect(mine.pending_email).toBe(fresh);
    expect((await mailsTo(me.email)).at(-1)?.text).toContain(
      `change its email address to ${fresh}`,
    );
    const token = decodeURIComponent(linkIn((await mailsTo(fresh)).at(-1)?.text));
    expect(token).not.toBe('');
    // Only the token's hash is stored.
    const rows = await t.app.db.selectFrom('email_changes').selectAll().execute();
    expect(JSON.stringify(rows)).not.toContain(token);

    expect((await call(t.app, 'confirmEmailChange', { token })).wire).toEqual({
      status: '001',
      text: I.emailConfirmed,
    });
    expect((await byId(me.user.id)).email_id).toBe(fresh);
    expect((await mailsTo(me.email)).at(-1)?.subject).toBe('Your email address has been changed');
    // The link works once.
    expect((await call(t.app, 'confirmEmailChange', { token })).wire).toEqual({
      status: '0',
      text: I.linkNotValid,
    });
  });

  it('a link expires after 24 hours', async () => {
    const me = await verifiedMember(t);
    const fresh = `late.${me.user.id}@example.in`;
    await changeEmail(me, fresh);
    const token = decodeURIComponent(linkIn((await mailsTo(fresh)).at(-1)?.text));
    clock.advance(24 * HOUR + 1000);
    expect((await call(t.app, 'confirmEmailChange', { token })).wire.text).toBe(I.linkNotValid);
    expect((await byId(me.user.id)).email_id).toBe(me.email);
  });

  it('answers a taken address like a free one and mails its holder instead', async () => {
    const them = await verifiedMember(t);
    const me = await verifiedMember(t);
    const taken = await changeEmail(me, them.email.toUpperCase());
    const free = await changeEmail(me, `free.${me.user.id}@example.in`);
    expect(taken.wire).toEqual(free.wire);
    expect((await mailsTo(them.email)).at(-1)?.subject).toBe(
      'Someone tried to use your email address or mobile number',
    );
    expect((await mailsTo(them.email)).some((m) => linkIn(m.text))).toBe(false);
    expect((await byId(them.user.id)).email_id).toBe(them.email);
  });
});

describe('changeMobile', () => {
  it('needs the password; with it the number changes at once and the email is told', async () => {
    const me = await verifiedMember(t);
    const mobile = String(9_600_000_000 + me.user.id);
    expect((await changeMobile(me, mobile, 'wrong password')).wire.text).toBe(M.wrongPassword);
    expect((await changeMobile(me, mobile)).wire).toEqual({ status: '001', text: I.mobileChanged });
    expect((await stored(me))?.contact_no).toBe(mobile);
    expect((await mailsTo(me.email)).at(-1)?.text).toContain(`changed to ${mobile}`);
  });

  it('refuses a taken number with words that name no account, and tells its holder', async () => {
    const other = registration();
    const them = await verifiedMember(t, other);
    const me = await verifiedMember(t);
    expect((await changeMobile(me, other.contact_no as string)).wire).toEqual({
      status: '-10',
      text: I.mobileNotChanged,
    });
    expect((await mailsTo(them.email)).at(-1)?.subject).toMatch(/Someone tried to use/);
  });
});

describe('the limit per member', () => {
  it('counts every change attempt, taken or free, and then refuses with 429', async () => {
    const them = await verifiedMember(t);
    const me = await verifiedMember(t);
    const tries = [them.email, 'a1@example.in', them.email, 'a2@example.in', 'a3@example.in'];
    for (const email of tries) expect((await changeEmail(me, email)).wire.status).toBe('001');
    const limited = await changeMobile(me, '9876500077');
    expect(limited.http).toBe(429);
    expect(limited.wire.text).toBe(RATE_MESSAGES.contactChanges(60));
    // Another member is not affected.
    expect((await changeEmail(them, 'b1@example.in')).wire.status).toBe('001');
  });
});

describe('exportMyData', () => {
  it('carries what waits: the identity change and the new email', async () => {
    const me = await verifiedMember(t);
    const fresh = `waiting.${me.user.id}@example.in`;
    await changeEmail(me, fresh);
    await call(t.app, 'update_profile', { local_token: me.local_token, dob: '1999-01-02' });
    const exported = data<MyDataExport>(
      await call(t.app, 'exportMyData', { local_token: me.local_token }),
    );
    expect(exported.pending_email).toBe(fresh);
    expect(exported.pending_identity).toMatchObject({
      dob: '1999-01-02',
      fmt_dob: '2 January 1999',
    });
    expect(exported.profile.dob).toBe('2000-05-14');
  });
});
