import { mkdirSync, writeFileSync } from 'node:fs';
import { brotliCompressSync, brotliDecompressSync } from 'node:zlib';
import path from 'node:path';
import { buildTestApp, type TestApp } from '../../../test/server/helpers/testApp';
import { IMMUTABLE, MEDIA_CACHE } from './assets';

const INDEX = `<!doctype html><html><head><meta charset="utf-8"><title>Trust</title>
<meta name="description" content="default"></head><body><div id="root"></div>
<script src="/assets/main.3f2a9c1d7e.js"></script></body></html>`;

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
  const publicDir = t.env.config.publicDir;
  mkdirSync(path.join(publicDir, 'assets'), { recursive: true });
  writeFileSync(path.join(publicDir, 'index.html'), INDEX);
  writeFileSync(
    path.join(publicDir, 'assets', 'main.3f2a9c1d7e.js'),
    `console.log(${'1+'.repeat(2000)}1);`,
  );
  writeFileSync(path.join(publicDir, 'robots.txt'), 'User-agent: *\n');
  // A build's pre-compressed copy; its text differs from the plain file's, to tell them apart.
  writeFileSync(path.join(publicDir, 'assets', 'vendor.0a1b2c3d4e.js'), 'plain();');
  writeFileSync(
    path.join(publicDir, 'assets', 'vendor.0a1b2c3d4e.js.br'),
    brotliCompressSync('packed();'),
  );
});
afterAll(() => t.close());

const html = { accept: 'text/html,application/xhtml+xml' };

describe('the history fallback', () => {
  it('serves index.html titled from the menu record of the path, escaped', async () => {
    const response = await t.app.inject({
      url: '/taxation_services/gst-filing-help',
      headers: html,
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.body).toContain('<title>GST filing help</title>');
    expect(response.body).toContain('<meta name="description" content="Help with GST returns">');
    expect(response.body).toContain('<meta name="keywords" content="gst">');
    expect(response.body).toContain('<div id="root"></div>');
  });

  it('escapes menu texts and treats / as home', async () => {
    const response = await t.app.inject({ url: '/', headers: html });
    expect(response.body).toContain('<title>Home | Test Trust</title>');
    expect(response.body).toContain('content="Welcome to the &lt;Test&gt; Trust &amp; friends"');
    expect(response.body).toContain('content="trust, &quot;community&quot;"');
  });

  it("preloads the home page's first banner picture only on the home page", async () => {
    const home = await t.app.inject({ url: '/', headers: html });
    const preload = /<link rel="preload" as="image" href="([^"]+)"[^>]*fetchpriority="high">/.exec(
      home.body,
    );
    expect(preload?.[1]).toMatch(/^\/media\/.+/);
    const other = await t.app.inject({ url: '/services', headers: html });
    expect(other.body).not.toContain('rel="preload"');
  });

  it("titles a path no menu names with the trust's name and description (site settings)", async () => {
    const response = await t.app.inject({ url: '/blogs/Annual-Day-2025?x=1', headers: html });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('<title>Test Trust</title>');
    expect(response.body).toContain('content="The test trust&#39;s site."');
    expect(response.body).toContain('<meta name="keywords" content="test, trust">');
  });

  it('carries the site settings in a JSON data block, so the client shows them at first paint', async () => {
    for (const url of ['/', '/services', '/no-such-page']) {
      const response = await t.app.inject({ url, headers: html });
      const block = /<script id="site-settings" type="application\/json">(.*?)<\/script>/.exec(
        response.body,
      );
      expect(JSON.parse(block?.[1] ?? '{}')).toMatchObject({
        trust_name: 'Test Trust',
        mail_sign_off: 'With regards,\nThe Test Trust team',
      });
    }
  });

  it('tells search engines not to index the team console', async () => {
    for (const url of ['/team', '/team/desk/12']) {
      const response = await t.app.inject({ url, headers: html });
      expect(response.statusCode).toBe(200);
      expect(response.headers['x-robots-tag']).toBe('noindex, nofollow');
    }
    const home = await t.app.inject({ url: '/', headers: html });
    expect(home.headers['x-robots-tag']).toBeUndefined();
  });

  it('serves pages to clients that accept anything', async () => {
    const response = await t.app.inject({ url: '/services', headers: { accept: '*/*' } });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('<title>Our Services</title>');
  });

  it('answers a plain 404 to missing files and to non-page requests', async () => {
    for (const [url, accept] of [
      ['/nowhere.js', '*/*'],
      ['/services', 'application/json'],
      ['/media/site/missing.png', 'text/html'],
    ] as const) {
      const response = await t.app.inject({ url, headers: { accept } });
      expect(response.statusCode).toBe(404);
      expect(response.body).toBe('Not found.');
    }
  });
});

describe('static files', () => {
  it('serves hashed assets as immutable, compressed when asked', async () => {
    const response = await t.app.inject({
      url: '/assets/main.3f2a9c1d7e.js',
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe(IMMUTABLE);
    expect(response.headers['content-encoding']).toBe('br');
  });

  it("serves the build's .br copy as is, immutable, varying on accept-encoding", async () => {
    const response = await t.app.inject({
      url: '/assets/vendor.0a1b2c3d4e.js',
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['content-type']).toMatch(/javascript/);
    expect(response.headers['cache-control']).toBe(IMMUTABLE);
    expect(response.headers.vary).toMatch(/accept-encoding/i);
    expect(brotliDecompressSync(response.rawPayload).toString()).toBe('packed();');
    const plain = await t.app.inject({ url: '/assets/vendor.0a1b2c3d4e.js' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe('plain();');
  });

  it('serves other public files and index.html for revalidation', async () => {
    const robots = await t.app.inject({ url: '/robots.txt' });
    expect(robots.statusCode).toBe(200);
    expect(robots.headers['cache-control']).toBe('no-cache');
    const index = await t.app.inject({ url: '/index.html' });
    expect(index.headers['cache-control']).toBe('no-cache');
  });

  it('serves content media from DATA_DIR/media with a day of cache', async () => {
    const response = await t.app.inject({ url: '/media/site/banner.png' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/png');
    expect(response.headers['cache-control']).toBe(MEDIA_CACHE);
  });

  it('does not leave the media folder', async () => {
    const response = await t.app.inject({ url: '/media/..%2f..%2fsite.db' });
    expect(response.statusCode).toBe(404);
  });

  it('sends no banner and forbids sniffing', async () => {
    const response = await t.app.inject({ url: '/robots.txt' });
    expect(response.headers['x-powered-by']).toBeUndefined();
    expect(response.headers['x-content-type-options']).toBe('nosniff');
  });
});
