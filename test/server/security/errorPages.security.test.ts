import { buildTestApp, type TestApp } from '../helpers/testApp';
import { SECURITY_HEADERS } from '../../../src/server/plugins/headers';

/** Paths that Fastify or the static plugin refuse before any route of ours runs. */
const REFUSED = [
  '/%ZZ',
  '/media/%',
  '/media/%C0%AE%C0%AE/secret',
  '/%E0%A4',
  '/api/%ZZ',
  '/assets/..%2f..%2fpackage.json',
  '/media/../../package.json',
  '/nope.js',
  '/media/site/nope.png',
];

describe('one error path (requirements §7; docs/security.md rule 1)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  it.each(REFUSED)(
    '%s: security headers, the site’s own words, no framework, no echo',
    async (url) => {
      const response = await t.app.inject({ method: 'GET', url, headers: { accept: '*/*' } });
      expect([400, 404]).toContain(response.statusCode);
      for (const [name, value] of Object.entries(SECURITY_HEADERS)) {
        expect(response.headers[name]).toBe(value);
      }
      expect(response.headers['content-type']).not.toContain('json');
      expect(response.body).not.toMatch(/fastify|FST_|statusCode|"error"/i);
      const tail = url.split('/').pop() ?? '';
      if (tail) expect(response.body).not.toContain(tail);
      expect(response.headers.server).toBeUndefined();
    },
  );

  it('answers a POST with an unreadable JSON body outside /api in plain words', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/somewhere',
      payload: '{"a":',
      headers: { 'content-type': 'application/json' },
    });
    expect(response.statusCode).toBeGreaterThanOrEqual(400);
    expect(response.headers['content-security-policy']).toBe(
      SECURITY_HEADERS['content-security-policy'],
    );
    expect(response.body).not.toMatch(/fastify|FST_|statusCode/i);
  });
});
