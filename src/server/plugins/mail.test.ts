import { mkdtemp, readdir, readFile, rm, stat } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { otpMail } from '../accounts/mails';
import { composeText, createMailer, fromHeader, outboxDir } from './mail';

let dataDir: string;
beforeEach(async () => {
  dataDir = await mkdtemp(path.join(os.tmpdir(), 'trust-mail-'));
});
afterEach(() => rm(dataDir, { recursive: true, force: true }));

it('writes each message as an .eml file in DATA_DIR/outbox and logs only the subject', async () => {
  const logged: unknown[] = [];
  const mailer = createMailer(
    { dataDir, smtpUrl: undefined, mailFrom: 'Samaj Trust <no-reply@trust.invalid>' },
    { info: (o: unknown) => logged.push(o), error: (o: unknown) => logged.push(o) } as never,
  );
  mailer.send(otpMail('asha@example.in', '482913', 10, 'en'));
  await mailer.flush();
  const files = await readdir(outboxDir(dataDir));
  expect(files).toEqual([expect.stringMatching(/^\d+-[0-9a-f]{12}\.eml$/)]);
  const file = path.join(outboxDir(dataDir), files[0] ?? '');
  const eml = await readFile(file, 'utf8');
  expect(eml).toMatch(/^From: Samaj Trust <no-reply@trust\.invalid>$/m);
  expect(eml).toMatch(/^To: asha@example\.in$/m);
  expect(eml).toMatch(/^Subject: Your one-time code$/m);
  expect(eml).toContain('482913');
  expect((await stat(file)).mode & 0o777).toBe(0o600);
  expect(JSON.stringify(logged)).toContain('Your one-time code');
  expect(JSON.stringify(logged)).not.toContain('482913');
});

describe("the site settings' sender name and sign-off", () => {
  const brand = { senderName: 'Second Trust', signOff: 'Warm regards,\nSecond Trust office' };

  it('signs every mail with the settings, read when it is sent, and names the sender', async () => {
    let current = brand;
    const mailer = createMailer(
      { dataDir, smtpUrl: undefined, mailFrom: 'Old Name <no-reply@trust.invalid>' },
      { info: () => undefined, error: () => undefined } as never,
      undefined,
      async () => current,
    );
    mailer.send(otpMail('asha@example.in', '482913', 10, 'en'));
    await mailer.flush();
    current = { senderName: '', signOff: '' };
    mailer.send(otpMail('ravi@example.in', '111222', 10, 'en'));
    await mailer.flush();
    const emls = await Promise.all(
      (await readdir(outboxDir(dataDir)))
        .sort()
        .map((f) => readFile(path.join(outboxDir(dataDir), f), 'utf8')),
    );
    const [signed = '', bare = ''] = emls.sort((a) => (a.includes('asha@') ? -1 : 1));
    expect(signed).toMatch(/^From: Second Trust <no-reply@trust\.invalid>$/m);
    expect(signed).toMatch(
      /your password stays as it is\.\r?\n\r?\nWarm regards,\r?\nSecond Trust office/,
    );
    // Settings left empty: MAIL_FROM as written, and no sign-off at all.
    expect(bare).toMatch(/^From: Old Name <no-reply@trust\.invalid>$/m);
    expect(bare).not.toContain('regards');
  });

  it('puts the sign-off before what follows it, and leaves it off a mail to the office', () => {
    const reply = { to: 'a@x.in', subject: 's', text: 'Dear A,\n\nYes.', after: '> Is it?\n' };
    expect(composeText(reply, brand)).toBe(
      'Dear A,\n\nYes.\n\nWarm regards,\nSecond Trust office\n\n> Is it?\n',
    );
    expect(composeText({ ...reply, after: undefined, unsigned: true }, brand)).toBe(
      'Dear A,\n\nYes.',
    );
  });

  it('keeps only the address of MAIL_FROM under the sender name', () => {
    expect(fromHeader('Old <a@b.in>', 'New')).toEqual({ name: 'New', address: 'a@b.in' });
    expect(fromHeader('a@b.in', 'New')).toEqual({ name: 'New', address: 'a@b.in' });
    expect(fromHeader('Old <a@b.in>', ' ')).toBe('Old <a@b.in>');
  });

  it('still sends when the settings cannot be read', async () => {
    const errors: unknown[] = [];
    const mailer = createMailer(
      { dataDir, smtpUrl: undefined, mailFrom: 'no-reply@trust.invalid' },
      { info: () => undefined, error: (o: unknown, m: string) => errors.push(o, m) } as never,
      undefined,
      () => Promise.reject(new Error('database closed')),
    );
    mailer.send(otpMail('asha@example.in', '482913', 10, 'en'));
    await mailer.flush();
    expect(await readdir(outboxDir(dataDir))).toHaveLength(1);
    expect(errors).toEqual([
      { err: new Error('database closed') },
      'mail settings could not be read',
    ]);
  });
});
