import { registerMember } from '../../../test/server/helpers/accounts';
import { buildTestApp, call, type TestApp } from '../../../test/server/helpers/testApp';

const TOKEN = 'a-metrics-token-for-the-tests-0123456789';

/** One sample's value from the text exposition format, or undefined when it is absent. */
function sample(
  text: string,
  name: string,
  labels: Record<string, string> = {},
): number | undefined {
  const wanted = Object.entries(labels).map(([k, v]) => `${k}="${v}"`);
  for (const line of text.split('\n')) {
    const match = /^([a-z_:]+)(?:\{([^}]*)\})? (\S+)$/.exec(line);
    if (!match || match[1] !== name) continue;
    const have = (match[2] ?? '').split(',');
    if (wanted.every((w) => have.includes(w))) return Number(match[3]);
  }
  return undefined;
}

describe('/metrics', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ metricsAllow: ['127.0.0.1', '10.0.0.0/8'], metricsToken: TOKEN });
  });
  afterAll(() => t.close());

  const scrape = (remoteAddress = '127.0.0.1', headers: Record<string, string> = {}) =>
    t.app.inject({ url: '/metrics', remoteAddress, headers });

  it('is refused to an address not allowed, and to a wrong token', async () => {
    for (const response of [
      await scrape('203.0.113.9'),
      await scrape('203.0.113.9', { authorization: `Bearer ${TOKEN}x` }),
      await scrape('::ffff:198.51.100.1'),
    ]) {
      expect(response.statusCode).toBe(403);
      expect(response.body).not.toContain('trust_');
    }
  });

  it('is served to loopback, an allowed CIDR and the token, never cached', async () => {
    for (const response of [
      await scrape(),
      await scrape('10.1.2.3'),
      await scrape('::ffff:10.9.9.9'),
      await scrape('203.0.113.9', { authorization: `Bearer ${TOKEN}` }),
    ]) {
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
      expect(response.headers['cache-control']).toBe('no-store');
    }
  });

  it('lists requests, latencies, queries, mail, backlogs, refusals and memory after a few calls', async () => {
    expect((await call(t.app, 'getPgData', { loc: 'home' })).http).toBe(200);
    await registerMember(t); // pending verification, and a mail to the member
    await call(t.app, 'addContactRequest', {
      _name: 'Asha',
      contact_no: '98765 43210',
      message: 'Please call me back.',
    });
    let refused = 0;
    for (let i = 0; i < 40 && refused === 0; i += 1) {
      const { http } = await call(t.app, 'logint', {
        p1: 'nobody@example.in',
        p2: 'wrong-password',
      });
      if (http === 429) refused += 1;
    }
    expect(refused).toBe(1);
    await t.app.mailer.flush();
    await t.app.inject({ url: '/no-such-page', headers: { accept: 'text/html' } });
    await t.app.inject({ url: '/healthz' });

    const text = (await scrape()).body;
    expect(sample(text, 'trust_http_requests_total', { call: 'getPgData', status: '200' })).toBe(1);
    expect(
      sample(text, 'trust_http_request_duration_seconds_count', {
        call: 'getPgData',
        status: '200',
      }),
    ).toBe(1);
    expect(
      sample(text, 'trust_http_request_duration_seconds_bucket', { call: 'getPgData', le: '+Inf' }),
    ).toBe(1);
    expect(sample(text, 'trust_http_requests_total', { call: 'logint', status: '429' })).toBe(1);
    expect(sample(text, 'trust_rate_limit_refusals_total', { call: 'logint' })).toBe(1);
    expect(
      sample(text, 'trust_db_query_duration_seconds_count', { outcome: 'ok' }),
    ).toBeGreaterThan(5);
    expect(sample(text, 'trust_mail_total', { outcome: 'sent' })).toBeGreaterThanOrEqual(1);
    expect(sample(text, 'trust_mail_total', { outcome: 'failed' })).toBe(0);
    expect(sample(text, 'trust_pending_verifications')).toBe(1);
    expect(sample(text, 'trust_contact_messages')).toBe(1);
    expect(sample(text, 'process_resident_memory_bytes')).toBeGreaterThan(1_000_000);
    // No client build in the test's data dir: the history fallback answers 503 "not built".
    expect(sample(text, 'trust_http_requests_total', { call: 'page', status: '503' })).toBe(1);
    expect(sample(text, 'trust_http_requests_total', { call: '/healthz', status: '200' })).toBe(1);
    // Nothing about members: no addresses, no names.
    expect(text).not.toMatch(/@example\.in|Asha/);
  });

  it('names unknown calls with one label, so a scanner cannot grow the series', async () => {
    await call(t.app, 'noSuchCall_123');
    await call(t.app, 'noSuchCall_456');
    const text = (await scrape()).body;
    expect(text).not.toContain('noSuchCall');
    expect(sample(text, 'trust_http_requests_total', { call: 'api_unknown' })).toBe(2);
  });
});

describe('mail failures', () => {
  let t: TestApp;
  beforeAll(async () => {
    // Nothing listens on port 9 of loopback: every mail fails.
    t = await buildTestApp({ smtpUrl: 'smtp://127.0.0.1:9' });
  });
  afterAll(() => t.close());

  it('are counted', async () => {
    await registerMember(t);
    await t.app.mailer.flush();
    const text = (await t.app.inject({ url: '/metrics' })).body;
    expect(sample(text, 'trust_mail_total', { outcome: 'failed' })).toBeGreaterThanOrEqual(1);
    expect(sample(text, 'trust_mail_total', { outcome: 'sent' })).toBe(0);
  });
});
