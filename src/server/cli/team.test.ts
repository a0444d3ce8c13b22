import { MESSAGES } from '../../shared/domain/messages';
import { findMemberByEmail } from '../accounts/repositories/members';
import { login, PASSWORD, readOutbox, registerMember } from '../../../test/server/helpers/accounts';
import { buildTestApp, call, type TestApp } from '../../../test/server/helpers/testApp';
import { runTeam } from './teamCommands';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

/** Runs the command in-process against the running test app's data, as a second process would. */
async function team(...args: string[]) {
  const out: string[] = [];
  const err: string[] = [];
  const code = await runTeam(args, {
    env: {
      DATA_DIR: t.env.config.dataDir,
      DATABASE_URL: t.env.config.databaseUrl,
      LOG_LEVEL: 'silent',
    },
    out: (l) => out.push(l),
    err: (l) => err.push(l),
  });
  return { code, out: out.join('\n'), err: err.join('\n') };
}

/** The app's queued mail is flushed first: the outbox then holds every mail, in any order. */
const mailsTo = async (email: string) => (await readOutbox(t)).filter((m) => m.to === email);
const mailAbout = async (email: string, subject: string) =>
  (await mailsTo(email)).find((m) => m.subject === subject);

it('lists the pending registrations with mem_no, name, email and date', async () => {
  const empty = await team('pending');
  expect(empty).toEqual({
    code: 0,
    out: 'No registrations are waiting for verification.',
    err: '',
  });
  const a = await registerMember(t, { mem_name: 'Meera Goyal', gender: 'Female' });
  const b = await registerMember(t, { mem_name: 'Karan Bansal' });
  const { code, out } = await team('pending');
  expect(code).toBe(0);
  const lines = out.split('\n');
  expect(lines[0]).toBe('mem_no\tname\temail\tregistered');
  const rowA = await findMemberByEmail(t.app.db, a);
  expect(lines[1]).toBe(`${rowA?.mem_no}\tMeera Goyal\t${a}\t${rowA?.created_at}`);
  expect(lines[2]).toContain(`Karan Bansal\t${b}`);
  expect(lines.at(-1)).toBe('2 waiting.');
});

it('verifies a registration: the member is mailed and can log in', async () => {
  const email = await registerMember(t, { mem_name: 'Nisha Mittal', gender: 'Female' });
  expect((await call(t.app, 'logint', { p1: email, p2: PASSWORD })).wire.status).toBe(
    'not_validated',
  );
  const { code, out } = await team('verify', email.toUpperCase());
  expect(code).toBe(0);
  expect(out).toMatch(/^Verified \d+ Nisha Mittal <.+>; a mail has been sent\.$/);
  const row = await findMemberByEmail(t.app.db, email);
  expect(row).toMatchObject({ status: 'verified', reject_reason: null });
  expect(row?.verified_at).not.toBeNull();
  const mails = await mailsTo(email);
  expect(mails.map((m) => m.subject).sort()).toEqual([
    'We have received your registration',
    'Your registration has been verified',
  ]);
  expect((await mailAbout(email, 'Your registration has been verified'))?.text).toContain(
    `your member number is ${row?.mem_no}`,
  );
  expect((await login(t, email)).user.first_name).toBe('Nisha');
  expect((await team('pending')).out).not.toContain(email);
});

it('rejects a registration with the reason, mailed and shown at login', async () => {
  const email = await registerMember(t);
  const reason = 'We could not reach the reference persons.';
  const { code, out } = await team('reject', email, '--reason', reason);
  expect(code).toBe(0);
  expect(out).toMatch(/^Rejected .*; a mail with the reason has been sent\.$/);
  expect(await findMemberByEmail(t.app.db, email)).toMatchObject({
    status: 'rejected',
    reject_reason: reason,
  });
  expect((await mailAbout(email, 'About your registration'))?.text).toContain(`Reason: ${reason}`);
  const { wire } = await call(t.app, 'logint', { p1: email, p2: PASSWORD });
  expect(wire.status).toBe('not_validated');
  expect(wire.text).toContain(reason);
});

it('logs out a member who is rejected after verification', async () => {
  const email = await registerMember(t);
  await team('verify', email);
  const { local_token } = await login(t, email);
  await team('reject', email, `--reason=Duplicate profile.`);
  expect((await call(t.app, 'getDashboardData', { local_token })).wire.text).toBe(
    MESSAGES.notLoggedIn,
  );
});

it('exits non-zero with a plain message for an unknown email or a bad command', async () => {
  expect(await team('verify', 'nobody@example.in')).toEqual({
    code: 1,
    out: '',
    err: 'No registration with the email nobody@example.in.',
  });
  expect((await team('reject', 'nobody@example.in', '--reason', 'x')).code).toBe(1);
  const noReason = await team('reject', 'someone@example.in');
  expect(noReason.code).toBe(2);
  expect(noReason.err).toMatch(/^Please give the reason: --reason "…"\.\nUsage:/);
  expect((await team()).code).toBe(2);
  expect((await team('promote', 'x@example.in')).code).toBe(2);
});
