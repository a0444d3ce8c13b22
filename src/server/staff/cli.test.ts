import { runTeam } from '../cli/teamCommands';
import { registerMember } from '../../../test/server/helpers/accounts';
import { buildTestApp, call, type TestApp } from '../../../test/server/helpers/testApp';
import { audit, readAudit } from './audit';
import { STAFF_PASSWORD } from '../../../test/server/helpers/staff';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

async function team(args: string[], extraEnv: Record<string, string> = {}, answers: string[] = []) {
  const out: string[] = [];
  const err: string[] = [];
  const asked: string[] = [];
  const code = await runTeam(args, {
    env: {
      DATA_DIR: t.env.config.dataDir,
      DATABASE_URL: t.env.config.databaseUrl,
      LOG_LEVEL: 'silent',
      PASSWORD_HASH_N: '1024',
      ...extraEnv,
    },
    out: (l) => out.push(l),
    err: (l) => err.push(l),
    ask: async (q) => {
      asked.push(q);
      return answers.shift() ?? '';
    },
  });
  return { code, out: out.join('\n'), err: err.join('\n'), asked };
}

it('adds staff with STAFF_PASSWORD, prints the otpauth URI, and the account can sign in', async () => {
  const added = await team(['staff', 'add', 'Desk@Trust.example', '--role', 'verifier'], {
    STAFF_PASSWORD,
  });
  expect(added.code).toBe(0);
  expect(added.asked).toEqual([]);
  // The authenticator names the codes by the trust's short name (the fixture's site settings).
  expect(added.out).toMatch(
    /^Added desk@trust\.example as verifier\.\n.*\notpauth:\/\/totp\/Test%20Trust%3Adesk%40trust\.example\?secret=[A-Z2-7]{32}&issuer=Test\+Trust&algorithm=SHA1&digits=6&period=30$/,
  );
  const { wire } = await call(t.app, 'staffSignIn', {
    email: 'desk@trust.example',
    password: STAFF_PASSWORD,
  });
  expect(wire.status).toBe('1');
  // The audit log has the command line, never the password.
  const line = (await readAudit(t.app.db)).find((l) => l.action === 'staff_add');
  expect(line).toMatchObject({
    staff_id: null,
    actor: 'cli: npm run team -- staff add Desk@Trust.example --role verifier',
    subject: 'staff:desk@trust.example',
  });
  expect(JSON.stringify(await readAudit(t.app.db))).not.toContain(STAFF_PASSWORD);
});

it('asks for the password twice on the terminal without STAFF_PASSWORD', async () => {
  const differ = await team(['staff', 'add', 'a2@trust.example', '--role', 'admin'], {}, [
    STAFF_PASSWORD,
    'something-else-2026',
  ]);
  expect(differ).toMatchObject({ code: 1, err: 'The two passwords do not match.' });
  expect(differ.asked).toHaveLength(2);
  const ok = await team(['staff', 'add', 'a2@trust.example', '--role', 'admin'], {}, [
    STAFF_PASSWORD,
    STAFF_PASSWORD,
  ]);
  expect(ok.code).toBe(0);
  const short = await team(['staff', 'add', 'a3@trust.example', '--role', 'admin'], {
    STAFF_PASSWORD: 'short',
  });
  expect(short).toMatchObject({ code: 1, err: 'The password needs at least 12 characters.' });
});

it('refuses a missing or unknown role and a second account with the same email', async () => {
  expect((await team(['staff', 'add', 'x@trust.example'])).code).toBe(2);
  expect((await team(['staff', 'add', 'x@trust.example', '--role', 'member'])).code).toBe(2);
  const again = await team(['staff', 'add', 'desk@trust.example', '--role', 'admin'], {
    STAFF_PASSWORD,
  });
  expect(again).toMatchObject({ code: 1, err: 'desk@trust.example is already staff.' });
});

it('lists and disables staff', async () => {
  await team(['staff', 'add', 'ed@trust.example', '--role', 'editor'], { STAFF_PASSWORD });
  const list = await team(['staff', 'list']);
  expect(list.out.split('\n')[0]).toBe('email\trole\tadded\tstate');
  expect(list.out).toMatch(/ed@trust\.example\teditor\t\S+\tactive/);
  const off = await team(['staff', 'disable', 'ed@trust.example']);
  expect(off).toMatchObject({
    code: 0,
    out: 'Disabled ed@trust.example; its sessions have ended.',
  });
  expect((await team(['staff', 'list'])).out).toMatch(/ed@trust\.example\teditor\t\S+\tdisabled /);
  expect((await team(['staff', 'disable', 'nobody@trust.example'])).code).toBe(1);
});

it('logs verify from the command line as the command, through the desk’s code', async () => {
  const email = await registerMember(t);
  expect((await team(['verify', email])).code).toBe(0);
  const line = (await readAudit(t.app.db)).find((l) => l.action === 'verify');
  expect(line?.actor).toBe(`cli: npm run team -- verify ${email}`);
  expect(line?.subject).toContain(email);
});

it('keeps the audit log append-only for the application', async () => {
  await audit(t.app.db, { kind: 'cli', command: 'test' }, { action: 'probe' }, new Date());
  expect((await readAudit(t.app.db)).length).toBeGreaterThan(0);
  // The refusal is read as text: the driver's error class comes from outside jest's realm.
  const refusal = (run: Promise<unknown>) =>
    run.then(
      () => 'done',
      (err: unknown) => String(err),
    );
  expect(await refusal(t.app.db.updateTable('audit_log').set({ action: 'x' }).execute())).toMatch(
    /append-only/,
  );
  expect(await refusal(t.app.db.deleteFrom('audit_log').execute())).toMatch(/append-only/);
});

it('refuses to disable the last active admin', async () => {
  await team(['staff', 'add', 'only.admin@trust.example', '--role', 'admin'], { STAFF_PASSWORD });
  const admins = (await team(['staff', 'list'])).out
    .split('\n')
    .filter((l) => /\tadmin\t\S+\tactive$/.test(l))
    .map((l) => l.split('\t')[0] ?? '');
  // Disable every active admin but the last; the last one is refused and stays.
  for (const email of admins.slice(0, -1))
    expect((await team(['staff', 'disable', email])).code).toBe(0);
  const last = admins.at(-1) ?? '';
  expect(await team(['staff', 'disable', last])).toMatchObject({
    code: 1,
    err: 'This is the last active admin: add another admin first.',
  });
  expect((await team(['staff', 'list'])).out).toContain(`${last}\tadmin`);
});
