// A page the browser has read only part of must not be painted. Chromium paints whenever its
// parser waits, on the network or a script, and a half-read header (the brand beside no Menu
// button yet) moved when the rest arrived: cls.test.mjs failed on it by chance, in 4 of 180
// loads. Here the wait is made certain: the page's HTML gets a script that answers after
// STALL_MS, placed in the header right after the brand, and the browser must show nothing until
// the page's main content has been read (public/index.html's rel=expect), so no frame lacks the
// Menu button and nothing shifts. Run: `npm run test:e2e -- e2e/perf/partial-page.test.mjs`.
import assert from 'node:assert/strict';
import { setTimeout as delay } from 'node:timers/promises';
import { after, before, describe, it } from 'node:test';
import { openViewport } from '../lib/browser.mjs';
import { BASE_URL } from '../lib/config.mjs';

const STALL_MS = 600;
const STALL_URL = `${BASE_URL}/__stall.js`;
/** Where the stall goes: after the brand, before the search box and the Menu button. */
const CUT_BEFORE = '<div class="header-main__slot">';

// Installed before any page script: every frame's header, and every shift.
const OBSERVE = () => {
  window.__shifts = [];
  window.__frames = [];
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) window.__shifts.push(e.value);
  }).observe({ type: 'layout-shift', buffered: true });
  const frame = () => {
    window.__frames.push({
      brand: document.querySelector('.brand__name') !== null,
      menuButton: document.querySelector('.menu-toggle') !== null,
    });
    if (window.__frames.length < 120) requestAnimationFrame(frame);
  };
  requestAnimationFrame(frame);
};

/** The page's HTML with a script in its header that answers late and then removes itself. */
async function stallInHeader(route) {
  const response = await route.fetch();
  const html = await response.text();
  const at = html.indexOf(CUT_BEFORE);
  assert.ok(at > 0, `no "${CUT_BEFORE}" in the page: the test's cut point is stale`);
  const headers = { ...response.headers() };
  delete headers['content-encoding'];
  delete headers['content-length'];
  await route.fulfill({
    status: response.status(),
    headers,
    body: `${html.slice(0, at)}<script src="/__stall.js"></script>${html.slice(at)}`,
  });
}

for (const viewport of ['phone', 'desktop']) {
  describe(`a page read in two parts at ${viewport} width`, () => {
    let v;
    before(async () => {
      v = await openViewport(viewport);
      await v.context.addInitScript(OBSERVE);
    });
    after(() => v.close());

    for (const path of ['/', '/login']) {
      it(`${path} is first painted whole, and does not shift`, async () => {
        const page = await v.context.newPage();
        try {
          await page.route(`${BASE_URL}${path}`, stallInHeader);
          await page.route(STALL_URL, async (route) => {
            await delay(STALL_MS);
            // Gone before hydration, which must find the server's markup as it wrote it.
            await route.fulfill({
              contentType: 'text/javascript',
              body: 'document.currentScript.remove();',
            });
          });
          await page.goto(`${BASE_URL}${path}`, { waitUntil: 'load', timeout: 30_000 });
          await page.waitForTimeout(1000);
          const { frames, shifts } = await page.evaluate(() => ({
            frames: window.__frames,
            shifts: window.__shifts,
          }));
          const painted = frames.filter((f) => f.brand);
          assert.ok(painted.length > 0, 'no frame showed the page');
          assert.deepEqual(
            painted.filter((f) => !f.menuButton),
            [],
            'a frame showed the header without its Menu button',
          );
          assert.equal(
            shifts.reduce((t, s) => t + s, 0),
            0,
            `layout shifts: ${shifts}`,
          );
        } finally {
          await page.close();
        }
      });
    }
  });
}
