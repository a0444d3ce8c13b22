import type { AuditPage, StaffAdded, StaffListAnswer } from '../../../shared/protocol/consoleTypes';
import type { StaffMe } from '../../../shared/protocol/staffTypes';
import { testClock, verifiedMember } from '../../../../test/server/helpers/accounts';
import { findMemberByEmail } from '../../accounts';
import { buildTestApp, call, data, type TestApp } from '../../../../test/server/helpers/testApp';
import { addTestStaff, signInStaff } from '../../../../test/server/helpers/staff';
import { readAudit } from '../audit';
import { listStaff } from '../repository';
import { totpAt } from '../totp';
import { AUDIT_PAGE } from './audit';

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

const list = async () =>
  data<StaffListAnswer>(await call(t.app, 'staffList', { staff_token: token })).items;

it('adds staff as the command line does; the URI and first password sign the new account in', async () => {
  const added = data<StaffAdded>(
    await call(t.app, 'staffAdd', {
      staff_token: token,
      email: ' New.Desk@Trust.example ',
      role: 'verifier',
    }),
  );
  expect(added).toMatchObject({ email: 'new.desk@trust.example', role: 'verifier' });
  expect(added.otpauth_uri).toMatch(/^otpauth:\/\/totp\//);
  expect(added.password.length).toBeGreaterThanOrEqual(12);
  expect(await list()).toContainEqual(
    expect.objectContaining({
      email: 'new.desk@trust.example',
      role: 'verifier',
      disabled_at: null,
    }),
  );
  expect((await readAudit(t.app.db)).at(-1)).toMatchObject({
    actor: admin,
    action: 'staff_add',
    subject: 'staff:new.desk@trust.example',
  });
  const first = data<{ staff_token: string }>(
    await call(t.app, 'staffSignIn', { email: added.email, password: added.password }),
  );
  const secret = new URL(added.otpauth_uri).searchParams.get('secret') ?? '';
  const me = data<StaffMe>(
    await call(t.app, 'staffTotp', {
      staff_token: first.staff_token,
      code: totpAt(secret, clock.now()),
    }),
  );
  expect(me.role).toBe('verifier');

  const twice = await call(t.app, 'staffAdd', {
    staff_token: token,
    email: added.email,
    role: 'editor',
  });
  expect(twice.wire).toEqual({ status: '0', text: 'new.desk@trust.example is already staff.' });
  const badRole = await call(t.app, 'staffAdd', {
    staff_token: token,
    email: 'x@trust.example',
    role: 'owner',
  });
  expect(badRole.wire.status).toBe('0');
});

it('changes a role and disables, audited; never oneself, never the last admin', async () => {
  const other = await addTestStaff(t, 'editor');
  const fields = { staff_token: token, email: other.email };
  expect((await call(t.app, 'staffSetRole', { ...fields, role: 'admin' })).wire).toEqual({
    status: '001',
    text: `${other.email} is now admin.`,
  });
  expect((await readAudit(t.app.db)).at(-1)).toMatchObject({
    action: 'staff_role',
    reason: 'role editor → admin',
  });
  // Two admins now: the other may be disabled; then this admin is the last.
  expect((await call(t.app, 'staffDisable', fields)).wire.status).toBe('001');
  expect((await list()).find((s) => s.email === other.email)?.disabled_at).not.toBeNull();
  expect((await readAudit(t.app.db)).at(-1)).toMatchObject({ action: 'staff_disable' });

  const self = await call(t.app, 'staffDisable', { staff_token: token, email: admin });
  expect(self.wire).toEqual({ status: '0', text: 'You cannot disable your own account.' });
  const demote = await call(t.app, 'staffSetRole', {
    staff_token: token,
    email: admin,
    role: 'verifier',
  });
  expect(demote.wire).toEqual({
    status: '0',
    text: 'This is the last active admin: add another admin first.',
  });
  expect((await list()).find((s) => s.email === admin)).toMatchObject({
    role: 'admin',
    disabled_at: null,
  });
});

it('browses the audit log newest first, by who and what, a page at a time', async () => {
  const verifier = await addTestStaff(t, 'verifier');
  const vToken = await signInStaff(t, verifier, clock.now());
  const member = await verifiedMember(t);
  const member_id = String((await findMemberByEmail(t.app.db, member.email))?.id);
  for (let i = 0; i <= AUDIT_PAGE; i += 1)
    await call(t.app, 'memberNote', { staff_token: vToken, member_id, text: `Note ${i}` });
  await call(t.app, 'staffSignOut', { staff_token: vToken });
  const browse = async (f: Record<string, string>) =>
    data<AuditPage>(await call(t.app, 'auditBrowse', { staff_token: token, ...f }));
  const all = await browse({});
  expect(all.page).toBe(1);
  expect(all.items).toHaveLength(AUDIT_PAGE);
  expect(all.items[0]).toMatchObject({ actor: verifier.email, action: 'sign_out' });
  expect(all.actors).toEqual(expect.arrayContaining([admin, verifier.email]));
  expect(all.actions).toEqual(expect.arrayContaining(['sign_in', 'sign_out', 'staff_add']));

  const mine = await browse({ actor: verifier.email, action: 'member_note' });
  expect(mine.pages).toBe(2);
  expect(mine.items.every((l) => l.actor === verifier.email && l.action === 'member_note')).toBe(
    true,
  );
  const second = await browse({ actor: verifier.email, action: 'member_note', page: '2' });
  expect(second.page).toBe(2);
  expect(second.items).toHaveLength(1);
  const beyond = await browse({ actor: verifier.email, action: 'member_note', page: '99' });
  expect(beyond.page).toBe(2);
});

it('keeps one admin when two admins disable each other (sent together)', async () => {
  const a = await addTestStaff(t, 'admin');
  const b = await addTestStaff(t, 'admin');
  // Only a and b are active admins from here: the first admin steps down to verifier.
  const aToken = await signInStaff(t, a, clock.now());
  const down = await call(t.app, 'staffSetRole', {
    staff_token: aToken,
    email: admin,
    role: 'verifier',
  });
  expect(down.wire.status).toBe('001');
  const bToken = await signInStaff(t, b, clock.now());
  const [ab, ba] = await Promise.all([
    call(t.app, 'staffDisable', { staff_token: aToken, email: b.email }),
    call(t.app, 'staffDisable', { staff_token: bToken, email: a.email }),
  ]);
  expect([ab.wire.status, ba.wire.status].sort()).toEqual(['0', '001']);
  const admins = (await listStaff(t.app.db)).filter(
    (s) => s.role === 'admin' && s.disabled_at === null,
  );
  expect(admins).toHaveLength(1);
});
