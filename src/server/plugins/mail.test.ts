import { mkdtemp, readdir, readFile, rm, stat } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { otpMail } from '../accounts/mails';
import { createMailer, outboxDir } from './mail';

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
  mailer.send(otpMail('asha@example.in', '482913', 10));
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
