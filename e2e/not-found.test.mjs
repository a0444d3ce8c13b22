// Real status codes (issue 20): an address with nothing behind it answers HTTP 404 with the
// site's own "page not found" screen (server-written title, noindex), and the app still works
// from there; links inside the app keep working without a page load.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { openViewport } from './lib/browser.mjs';
import { screenshot, settle, visit } from './lib/page.mjs';

describe('an unknown address', () => {
  let vp;
  before(async () => {
    vp = await openViewport('desktop');
  });
  after(() => vp?.close());

  test('answers 404 with the site’s not-found screen, kept out of search engines', async () => {
    const { page } = vp;
    const response = await visit(page, '/no-such-page-at-all');
    assert.equal(response.status(), 404);
    const html = await response.text();
    assert.match(html, /<title>Page not found<\/title>/);
    assert.match(html, /<meta name="robots" content="noindex">/);
    await page.getByRole('heading', { level: 1, name: /could not find this page/i }).waitFor();
    await screenshot(page, 'desktop', 'not-found');
  });

  test('the app works from there: its home link navigates without a page load', async () => {
    const { page } = vp;
    const marker = await page.evaluate(() => (window.__stay = Math.random()));
    await page.getByRole('link', { name: 'Go to the home page' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    await settle(page);
    assert.equal(await page.evaluate(() => window.__stay), marker, 'the page was reloaded');
    assert.ok((await page.locator('main h1, main h2').count()) > 0, 'the home page did not render');
  });

  test('an in-app visit to an unknown address shows the same screen', async () => {
    const { page } = vp;
    await page.evaluate(() => {
      window.history.pushState({}, '', '/another-missing-page');
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    await page.getByRole('heading', { level: 1, name: /could not find this page/i }).waitFor();
  });
});
