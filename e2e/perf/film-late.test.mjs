// Issue #19 (mobile LCP): a film below the first screen asks for nothing while a phone loads the
// top of the page. The home page's intro film sits at its foot; its poster and the first part of
// the film used to be fetched in the same second as the hero picture (the page's largest paint).
// Here the home page loads at phone width: no film bytes and no poster until the film is scrolled
// near, then its poster comes, with no console error (a hydration warning would be one).
// Run: `npm run test:e2e -- e2e/perf/film-late.test.mjs`.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { openViewport } from '../lib/browser.mjs';
import { dismissPopup, screenshot, visit } from '../lib/page.mjs';

describe('the home page’s film at phone width', () => {
  let v;
  const asked = [];
  before(async () => {
    v = await openViewport('phone');
    v.page.on('request', (req) => asked.push(new URL(req.url()).pathname));
  });
  after(() => v.close());

  test('asks for neither the film nor its poster until it is scrolled near, then shows the poster', async () => {
    const { page, recorder } = v;
    await visit(page, '/');
    await dismissPopup(page);
    const video = page.locator('video').first();
    const src = new URL(await video.getAttribute('src'), page.url()).pathname;
    assert.match(src, /\.mp4$/, 'the home page has no film to check');
    assert.equal(await video.getAttribute('preload'), 'none');
    assert.equal(await video.getAttribute('poster'), null);
    assert.deepEqual(
      asked.filter((p) => p === src || /poster/.test(p)),
      [],
      'the film or its poster was fetched while the top of the page loaded',
    );

    await video.scrollIntoViewIfNeeded();
    await page.waitForFunction(
      () => document.querySelector('video')?.getAttribute('poster'),
      null,
      { timeout: 10_000 },
    );
    const poster = new URL(await video.getAttribute('poster'), page.url()).pathname;
    await page.waitForLoadState('networkidle', { timeout: 8_000 }).catch(() => {});
    assert.ok(asked.includes(poster), `the poster ${poster} was not fetched once near`);
    assert.equal(await video.getAttribute('preload'), 'metadata');
    await screenshot(page, 'phone', 'home-film-near', { fullPage: false });
    assert.deepEqual(recorder.consoleErrors, []);
    assert.deepEqual(recorder.pageErrors, []);
  });
});
