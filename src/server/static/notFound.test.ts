import { contentChanged } from '../cache';
import { encodeId } from '../matching';
import { findMemberByEmail } from '../accounts';
import { registerMember, verifiedMember } from '../../../test/server/helpers/accounts';
import { buildSiteApp } from '../../../test/server/helpers/builtSite';
import type { TestApp } from '../../../test/server/helpers/testApp';

let t: TestApp;
beforeAll(async () => {
  t = await buildSiteApp();
});
afterAll(() => t.close());

const page = (url: string) => t.app.inject({ url, headers: { accept: 'text/html' } });

describe('addresses with nothing behind them', () => {
  it.each(['/no-such-page', '/taxation_services/no-such-child', '/blogs/no-such-post', '/a/b/c'])(
    '%s answers 404 with the app, titled "Page not found" and kept out of search engines',
    async (url) => {
      const response = await page(url);
      expect(response.statusCode).toBe(404);
      expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(response.body).toContain('<title>Page not found</title>');
      expect(response.body).toContain('<meta name="robots" content="noindex">');
      expect(response.body).not.toContain('content="default"');
      // The SPA boots on it and shows its own not-found screen.
      expect(response.body).toContain('<div id="root"></div>');
    },
  );

  it.each([
    '/',
    '/home',
    '/login',
    '/member_registration',
    '/dashboard',
    '/search_matching',
    '/contact_us',
    '/services',
    '/articles',
    '/taxation_services/gst-filing-help',
    '/blogs/Annual-Day-2025',
    '/e_news',
  ])('%s, a page that exists, answers 200 without noindex', async (url) => {
    const response = await page(url);
    expect(response.statusCode).toBe(200);
    expect(response.body).not.toContain('noindex');
  });

  it.each(['/team', '/team/desk', '/team/desk/12'])(
    '%s, the staff console, answers 200 and is kept out of search engines by header',
    async (url) => {
      const response = await page(url);
      expect(response.statusCode).toBe(200);
      expect(response.headers['x-robots-tag']).toBe('noindex, nofollow');
    },
  );

  it("a verified member's profile address exists; a pending, unknown or malformed one does not", async () => {
    const verified = await verifiedMember(t);
    const pendingEmail = await registerMember(t);
    const pending = await findMemberByEmail(t.app.db, pendingEmail);
    const verifiedRow = await findMemberByEmail(t.app.db, verified.email);
    expect((await page(`/member/${encodeId(verifiedRow!.id)}`)).statusCode).toBe(200);
    expect((await page(`/member/${encodeId(pending!.id)}`)).statusCode).toBe(404);
    expect((await page(`/member/${encodeId(999_999)}`)).statusCode).toBe(404);
    expect((await page('/member/not-an-id')).statusCode).toBe(404);
  });

  it('a deleted content entry stops answering 200', async () => {
    const url = '/blogs/Annual-Day-2025';
    expect((await page(url)).statusCode).toBe(200);
    await t.app.db.deleteFrom('content_records').where('uri_key', '=', 'Annual-Day-2025').execute();
    // As a publish or a content load says when it commits: the kept pages are written again.
    contentChanged(t.app.db);
    expect((await page(url)).statusCode).toBe(404);
  });
});

describe('moved pages (content/redirects.json)', () => {
  it('answer 301 to the new address, with or without a trailing slash', async () => {
    for (const url of ['/our-services', '/our-services/']) {
      const response = await page(url);
      expect(response.statusCode).toBe(301);
      expect(response.headers.location).toBe('/services');
    }
    expect((await page('/blogs/old-annual-day')).headers.location).toBe('/blogs/Annual-Day-2025');
  });

  it('never hide a page that exists, and unknown addresses stay 404', async () => {
    expect((await page('/services')).statusCode).toBe(200);
    expect((await page('/our-services-2')).statusCode).toBe(404);
  });
});
