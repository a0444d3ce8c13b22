import { CONTROL_CHARS_MESSAGE, MULTI_LINE_FIELDS } from '../../../src/shared/domain/controlChars';
import { runTeam } from '../../../src/server/cli/teamCommands';
import { createMailer } from '../../../src/server/plugins/mail';
import { listContactRequests } from '../../../src/server/contact/repositories/contact';
import { findMemberByEmail } from '../../../src/server/accounts/repositories/members';
import { readOutbox, registration } from '../helpers/accounts';
import { buildTestApp, call, type TestApp } from '../helpers/testApp';

const CLEAR_SCREEN = '\x1b[2J';
const FORGED_ROW = '\n42\tForged Member\tforged@example.in\t2026-01-01';

describe('control characters in text (requirements §5; docs/security.md)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  it.each([
    ['a terminal escape in the name', { mem_name: `Rohan${CLEAR_SCREEN} Mittal` }],
    ['a newline in the name', { mem_name: `Rohan${FORGED_ROW}` }],
    ['a C1 control in the birth place', { birth_place: 'Jaipur\u009b2J' }],
    ['a tab in the occupation', { occupation: 'Engineer\tx' }],
    ['a NUL-like DEL in the landmark', { landmark: 'Temple\u007f' }],
  ])('refuses a registration with %s, storing nothing', async (_what, over) => {
    const fields = registration(over);
    const { wire } = await call(t.app, 'register_member', fields);
    expect(wire).toEqual({ status: '-10', text: CONTROL_CHARS_MESSAGE });
    expect(await findMemberByEmail(t.app.db, fields.email_id as string)).toBeUndefined();
  });

  it('keeps line breaks in multi-line fields and refuses other controls there', async () => {
    expect(MULTI_LINE_FIELDS).toContain('message');
    const send = (message: string) =>
      call(t.app, 'addContactRequest', { _name: 'Asha', contact_no: '9876500001', message });
    expect((await send('Line one\r\nLine two\nLine three')).wire.status).toBe('001');
    expect((await send(`Hello${CLEAR_SCREEN}`)).wire).toEqual({
      status: '-10',
      text: CONTROL_CHARS_MESSAGE,
    });
    const stored = await listContactRequests(t.app.db);
    expect(stored.map((r) => r.message)).toEqual(['Line one\r\nLine two\nLine three']);
  });

  it('shows an older stored name with controls escaped in the team command', async () => {
    const fields = registration();
    expect((await call(t.app, 'register_member', fields)).wire.status).toBe('001');
    // As a row stored before this rule would be.
    await t.app.db
      .updateTable('members')
      .set({ mem_name: `Evil${CLEAR_SCREEN}${FORGED_ROW}` })
      .where('email_id', '=', fields.email_id as string)
      .execute();
    const out: string[] = [];
    const code = await runTeam(['pending'], {
      env: { DATA_DIR: t.env.config.dataDir, DATABASE_URL: t.env.config.databaseUrl },
      out: (l) => out.push(l),
    });
    expect(code).toBe(0);
    const text = out.join('\n');
    // eslint-disable-next-line no-control-regex
    expect(text).not.toMatch(/\x1b|\u009b/);
    expect(text).toContain('Evil\\u001b[2J\\u000a42\\u0009Forged Member');
    // One header, one row, one count: no forged line.
    expect(out).toHaveLength(3);
  });

  it('escapes controls in mail headers', async () => {
    const mailer = createMailer(
      { dataDir: t.env.config.dataDir, smtpUrl: undefined, mailFrom: 'Trust <a@trust.invalid>' },
      { info: () => undefined, error: () => undefined },
    );
    mailer.send({
      to: 'owner@example.in',
      subject: 'Hello\r\nBcc: victim@example.in',
      text: 'Body',
    });
    await mailer.flush();
    const mails = await readOutbox({ dataDir: t.env.config.dataDir });
    const mail = mails.find((m) => m.to === 'owner@example.in');
    expect(mail?.subject).toBe('Hello\\u000d\\u000aBcc: victim@example.in');
  });
});
