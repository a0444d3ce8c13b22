import { buildCall } from '../../../src/shared/protocol/form';
import { decodeAnswer } from '../../../src/shared/protocol/wire';
import { listContactRequests } from '../../../src/server/contact/repositories/contact';
import { buildTestApp, TEST_ORIGIN, type TestApp } from '../helpers/testApp';
import { ORIGIN_MESSAGE } from '../../../src/server/plugins/origin';

const REFUSED = { status: '0', text: ORIGIN_MESSAGE };

let n = 0;
/** A Write to Us message: a call that writes, so a refusal can be seen to change nothing. */
function contact(t: TestApp, headers: Record<string, string>, payload?: string) {
  n += 1;
  const { path, body } = buildCall('addContactRequest', {
    _name: `Writer ${n}`,
    contact_no: `98765${String(n).padStart(5, '0')}`,
    message: 'Hello',
  });
  return t.app.inject({
    method: 'POST',
    url: path,
    payload: payload ?? body,
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
  });
}

const stored = async (t: TestApp) => (await listContactRequests(t.app.db)).length;

async function expectRefused(t: TestApp, headers: Record<string, string>, payload?: string) {
  const before = await stored(t);
  const response = await contact(t, headers, payload);
  expect(response.statusCode).toBe(403);
  expect(decodeAnswer(response.body)).toEqual(REFUSED);
  expect(response.headers['cache-control']).toBe('no-store');
  expect(await stored(t)).toBe(before);
}

async function expectAccepted(t: TestApp, headers: Record<string, string>) {
  const before = await stored(t);
  const response = await contact(t, headers);
  expect(response.statusCode).toBe(200);
  expect(decodeAnswer(response.body).status).toBe('001');
  expect(await stored(t)).toBe(before + 1);
}

describe('the /api origin check, without SITE_ORIGIN (the request’s own origin)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  it('accepts the site’s own origin, with or without the default port', async () => {
    await expectAccepted(t, { origin: TEST_ORIGIN });
    await expectAccepted(t, { origin: 'http://localhost:80' });
  });

  it('accepts a Referer from the site when there is no Origin', async () => {
    await expectAccepted(t, { referer: 'http://localhost/contactus?x=1' });
  });

  it.each([
    ['another site', { origin: 'https://evil.example' }],
    ['the same host over another scheme', { origin: 'https://localhost' }],
    ['the same host on another port', { origin: 'http://localhost:8080' }],
    ['a look-alike host', { origin: 'http://localhost.evil.example' }],
    ['Origin: null (sandboxed frame, data: page)', { origin: 'null' }],
    ['no Origin and no Referer', {}],
    ['a Referer from another site', { referer: 'https://evil.example/page' }],
    ['an unreadable Referer', { referer: 'not a url' }],
    [
      'a foreign Origin with the site’s own Referer',
      {
        origin: 'https://evil.example',
        referer: 'http://localhost/contactus',
      },
    ],
  ])('refuses %s with 403 and writes nothing', async (_what, headers: Record<string, string>) => {
    await expectRefused(t, headers);
  });

  it('refuses before the body is read: an oversized foreign call is 403, not 413', async () => {
    await expectRefused(t, { origin: 'https://evil.example' }, `x=${'a'.repeat(2 * 1024 * 1024)}`);
  });

  it('does not trust X-Forwarded-Host without TRUST_PROXY', async () => {
    await expectRefused(t, { origin: 'https://evil.example', 'x-forwarded-host': 'evil.example' });
  });
});

describe('with SITE_ORIGIN', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({
      siteOrigins: ['https://trust.example', 'https://www.trust.example'],
    });
  });
  afterAll(() => t.close());

  it('accepts only the listed origins, whatever Host the request carried', async () => {
    await expectAccepted(t, { origin: 'https://trust.example' });
    await expectAccepted(t, { origin: 'https://www.trust.example' });
    await expectAccepted(t, { referer: 'https://trust.example/contactus' });
    await expectRefused(t, { origin: TEST_ORIGIN });
    await expectRefused(t, { origin: 'http://trust.example' });
  });
});

describe('behind a trusted proxy (TRUST_PROXY)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ trustProxy: true });
  });
  afterAll(() => t.close());

  it('compares with the public origin the proxy reports', async () => {
    const proxied = { 'x-forwarded-proto': 'https', 'x-forwarded-host': 'trust.example' };
    await expectAccepted(t, { ...proxied, origin: 'https://trust.example' });
    await expectRefused(t, { ...proxied, origin: TEST_ORIGIN });
    await expectRefused(t, { ...proxied, origin: 'https://evil.example' });
  });
});
