import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { LightMyRequestResponse } from 'fastify';
import { EMBED_HOSTS } from '../../../src/shared/domain/embeds';
import { buildTestApp, injectCall, type TestApp } from '../helpers/testApp';

const ASSET = 'assets/main.0123456789.js';

/** A built client in the test's PUBLIC_DIR, so the SPA page and a hashed asset are served. */
async function withClient(t: TestApp): Promise<void> {
  const dir = t.env.config.publicDir;
  await mkdir(path.join(dir, 'assets'), { recursive: true });
  await writeFile(
    path.join(dir, 'index.html'),
    `<!doctype html><html><head><title>x</title><script defer src="/${ASSET}"></script></head><body><div id="root"></div></body></html>`,
  );
  await writeFile(path.join(dir, ASSET), 'console.log(1);');
}

function directives(csp: string | undefined): Map<string, string[]> {
  const map = new Map<string, string[]>();
  for (const part of (csp ?? '').split(';')) {
    const [name, ...values] = part.trim().split(/\s+/);
    if (name) map.set(name.toLowerCase(), values);
  }
  return map;
}

const apiCall = (t: TestApp, headers: Record<string, string> = {}) =>
  injectCall(t.app, 'getStates', {}, headers);

function expectHardened(response: LightMyRequestResponse): void {
  const h = response.headers;
  const csp = directives(h['content-security-policy'] as string | undefined);
  expect(csp.get('default-src')).toEqual(["'self'"]);
  expect(csp.get('script-src')).toEqual(["'self'"]);
  expect(csp.get('style-src')).toEqual(["'self'"]);
  expect(csp.get('img-src')).toEqual(["'self'", 'data:', 'blob:']);
  expect(csp.get('connect-src')).toEqual(["'self'"]);
  expect(csp.get('object-src')).toEqual(["'none'"]);
  expect(csp.get('base-uri')).toEqual(["'none'"]);
  expect(csp.get('frame-ancestors')).toEqual(["'none'"]);
  expect(csp.get('form-action')).toEqual(["'self'"]);
  // Only the players the client frames, each over https, and no wildcard.
  expect(csp.get('frame-src')?.sort()).toEqual(EMBED_HOSTS.map((host) => `https://${host}`).sort());
  expect(h['x-content-type-options']).toBe('nosniff');
  expect(h['referrer-policy']).toBe('strict-origin-when-cross-origin');
  expect(h['permissions-policy']).toBe('camera=(), microphone=(), geolocation=()');
  expect(h['cross-origin-opener-policy']).toBe('same-origin');
  expect(h['x-frame-options']).toBe('DENY');
  expect(h['x-powered-by']).toBeUndefined();
  expect(h.server).toBeUndefined();
}

describe('security headers', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
    await withClient(t);
  });
  afterAll(() => t.close());

  it('are on the SPA page, a hashed asset, an /api answer and a 404', async () => {
    const page = await t.app.inject({ url: '/', headers: { accept: 'text/html' } });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/text\/html/);
    expectHardened(page);

    const asset = await t.app.inject({ url: `/${ASSET}` });
    expect(asset.statusCode).toBe(200);
    expectHardened(asset);

    const api = await apiCall(t);
    expect(api.statusCode).toBe(200);
    expectHardened(api);

    const missing = await t.app.inject({ url: '/no-such-file.png' });
    expect(missing.statusCode).toBe(404);
    expectHardened(missing);
  });

  it('are on refusals too: a foreign-origin call and an unknown /api route', async () => {
    const foreign = await apiCall(t, { origin: 'https://evil.example' });
    expect(foreign.statusCode).toBe(403);
    expectHardened(foreign);
    const unknown = await t.app.inject({ url: '/api/nothing', headers: { accept: 'text/html' } });
    expect(unknown.statusCode).toBe(404);
    expectHardened(unknown);
  });

  it('are on compressed answers', async () => {
    const page = await t.app.inject({
      url: '/',
      headers: { accept: 'text/html', 'accept-encoding': 'gzip' },
    });
    expectHardened(page);
  });

  it('leave out HSTS over plain http, and when x-forwarded-proto is not trusted', async () => {
    expect((await t.app.inject({ url: '/' })).headers['strict-transport-security']).toBeUndefined();
    const spoofed = await t.app.inject({ url: '/', headers: { 'x-forwarded-proto': 'https' } });
    expect(spoofed.headers['strict-transport-security']).toBeUndefined();
  });
});

describe('HSTS behind a trusted proxy (TRUST_PROXY)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ trustProxy: true, siteOrigins: ['https://trust.example'] });
    await withClient(t);
  });
  afterAll(() => t.close());

  it('is sent when the proxy says the request came over https', async () => {
    const page = await t.app.inject({
      url: '/',
      headers: { accept: 'text/html', 'x-forwarded-proto': 'https' },
    });
    expect(page.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    expectHardened(page);
    const api = await apiCall(t, {
      'x-forwarded-proto': 'https',
      'x-forwarded-host': 'trust.example',
      origin: 'https://trust.example',
    });
    expect(api.statusCode).toBe(200);
    expect(api.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
  });

  it('is not sent when the proxy says http', async () => {
    const page = await t.app.inject({ url: '/', headers: { 'x-forwarded-proto': 'http' } });
    expect(page.headers['strict-transport-security']).toBeUndefined();
  });
});
