import type { LoginAnswer, OtpTicketAnswer } from '../../shared/protocol/types';
import { lastOtp, registration, verifyByEmail } from '../../../test/server/helpers/accounts';
import { buildTestApp, call, data, type TestApp } from '../../../test/server/helpers/testApp';
import { scrubLine } from './redact';

/**
 * A member's whole journey through the real app with every log level on, its log captured
 * as written: none of the member's secrets may appear in it, in any spelling.
 */
describe('the log of a full member journey', () => {
  const lines: string[] = [];
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp(
      { logLevel: 'trace' },
      { logDestination: { write: (line: string) => lines.push(line) } },
    );
  });
  afterAll(() => t.close());

  it('holds no email, mobile, password, code or token', async () => {
    const fields = registration({ contact_no: '9876501234' });
    const email = fields.email_id as string;
    const password = fields.password as string;
    const secrets: string[] = [email, email.toUpperCase(), '9876501234', password];

    expect((await call(t.app, 'register_member', fields)).wire.status).toBe('001');
    // The same again: refused by the unique constraint, an error path with the address in it.
    await call(t.app, 'register_member', fields);
    await verifyByEmail(t, email);
    await call(t.app, 'logint', { p1: email, p2: `${password}-wrong` });
    secrets.push(`${password}-wrong`);
    const { local_token, user } = data<LoginAnswer>(
      await call(t.app, 'logint', { p1: ` ${email.toUpperCase()} `, p2: password }),
    );
    secrets.push(local_token);
    await call(t.app, 'getMyProfile', { local_token, mem_key: user.mem_no });
    await call(t.app, 'update_profile', { local_token, occupation: 'Teacher', height: '170' });
    await call(t.app, 'getDashboardData', { local_token });

    const [ticket] = data<OtpTicketAnswer[]>(
      await call(t.app, 'registerWithOTP', { p1_contact: email }),
    );
    await t.app.mailer.flush();
    const code = await lastOtp(t, email);
    const ref_id = ticket?.id ?? '';
    secrets.push(code, ref_id);
    await call(t.app, 'logotp', {
      ref_id,
      p1_otp: String((Number(code) + 1) % 1_000_000).padStart(6, '0'),
    });
    expect((await call(t.app, 'logotp', { ref_id, p1_otp: code })).wire.status).toBe('1');
    const newPassword = 'Another-Passw0rd!';
    secrets.push(newPassword);
    await call(t.app, 'resetForgotPassword', {
      ref_id,
      p1_newpassword: newPassword,
      p1_cong_newpassword: newPassword,
    });
    await call(t.app, 'logout', { local_token });
    await t.app.mailer.flush();
    // Today's handlers log none of it; the guarantee is the logger's, so a careless line later
    // (a whole form, an address in a message) is caught too.
    t.app.log.info({ form: fields, token: local_token }, `careless line about ${email}`);
    t.app.log.error(new Error(`Key (email_id)=(${email}) already exists; code ${code}`));

    const log = lines.join('');
    // The journey was logged (requests, answers, mail), so the absence below means something.
    expect(lines.length).toBeGreaterThan(30);
    expect(log).toContain('"msg":"registration received"');
    expect(log).toContain('"msg":"mail sent"');
    for (const secret of secrets) {
      expect({ secret, found: log.includes(secret) }).toEqual({ secret, found: false });
    }
    expect(log).not.toMatch(/@example\.in/i);
  });

  it('tags every line of a request with its id, which the answer carries too', async () => {
    lines.length = 0;
    const response = await t.app.inject({ url: '/healthz' });
    const id = response.headers['x-request-id'];
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    const own = lines.map((l) => JSON.parse(l) as { reqId?: string });
    expect(own.length).toBeGreaterThanOrEqual(2);
    expect(own.every((l) => l.reqId === id)).toBe(true);
  });
});

describe('scrubLine', () => {
  it('removes secrets by key and by shape, and keeps what an operator needs', () => {
    const line = JSON.stringify({
      level: 50,
      reqId: '0b6f3a52-8a7e-4c1d-9d1c-0f3e1a2b3c4d',
      msg: 'could not mail asha.goyal@example.in at +91 98765 43210',
      err: {
        type: 'DatabaseError',
        message: 'duplicate key value violates unique constraint "members_email_key"',
        detail: 'Key (email_id)=(asha.goyal@example.in) already exists.',
      },
      fields: { p2: 'Secret-123', local_token: 'short', p1_otp: '123456', city: 'Jaipur' },
      url: '/api?pm=logint',
      note: `token ${'kQ3-vN8_x'.repeat(5).slice(0, 43)} here, digest ${'ab12'.repeat(16)}`,
    });
    const out = JSON.parse(scrubLine(line)) as Record<string, unknown>;
    expect(out).toEqual({
      level: 50,
      reqId: '0b6f3a52-8a7e-4c1d-9d1c-0f3e1a2b3c4d',
      msg: 'could not mail [email] at [number]',
      err: {
        type: 'DatabaseError',
        message: 'duplicate key value violates unique constraint "members_email_key"',
        detail: 'Key (email_id)=([email]) already exists.',
      },
      fields: { p2: '[redacted]', local_token: '[redacted]', p1_otp: '[redacted]', city: 'Jaipur' },
      url: '/api?pm=logint',
      note: `token [token] here, digest ${'ab12'.repeat(16)}`,
    });
  });

  it("leaves a request's line as pino wrote it, and scrubs one with a secret in it", () => {
    const opening = `{"level":30,"time":1764064000123,"pid":4242,"hostname":"web-1","reqId":"0b6f3a52-8a7e-4c1d-9d1c-0f3e1a2b3c4d"`;
    const request = (url: string) =>
      `${opening},"req":{"method":"POST","url":"${url}","host":"127.0.0.1:3000","remoteAddress":"127.0.0.1","remotePort":54321},"msg":"incoming request"}\n`;
    const done = `${opening},"res":{"statusCode":200},"responseTime":0.4123456789,"msg":"request completed"}\n`;
    expect(scrubLine(request('/api?pm=getPgData'))).toBe(request('/api?pm=getPgData'));
    expect(scrubLine(done)).toBe(done);
    expect(scrubLine(request('asha@example.in'))).toBe(request('[email]'));
    expect(scrubLine(request('/photo/a?code=042917'))).toBe(request('/photo/a?code=[code]'));
    expect(scrubLine(request(`/x?t=${'kQ3-vN8_x'.repeat(5)}`))).toBe(request('/x?t=[token]'));
    const keyed = `${opening},"fields":{"p2":"short"},"msg":"x"}\n`;
    expect(JSON.parse(scrubLine(keyed))).toMatchObject({ fields: { p2: '[redacted]' } });
  });

  it('scrubs a line that is not JSON as text', () => {
    expect(scrubLine('mobile 9876543210 mail a@b.in code 042917\n')).toBe(
      'mobile [number] mail [email] code [code]\n',
    );
  });
});
