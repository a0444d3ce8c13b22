// Issue #8: no layout shift on the demo pages. Each page loads in a fresh tab at 1366 and 390 px
// wide; a PerformanceObserver (buffered) sums every layout-shift entry until load, network idle
// and one more second. A second pass loads over a slow network, so late menus, pictures and
// chunks (the hero's slider) land after the first paint: the layout must not depend on timing.
// Run: `npm run test:e2e -- e2e/perf/cls.test.mjs`.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { openViewport } from '../lib/browser.mjs';
import { BASE_URL } from '../lib/config.mjs';
import { OBSERVE, SLOW, shiftsSoFar } from '../lib/layoutShift.mjs';

const PAGES = [
  '/',
  '/services',
  '/blogs/Samuhik-Vivah-2025-Brings-21-Couples-Together',
  '/contactus',
  '/login',
];

/** What the visitor got: a styled page whose content replaced the loading state. */
const rendered = () => ({
  styled: getComputedStyle(document.body).backgroundColor !== 'rgba(0, 0, 0, 0)',
  loading: document.querySelector('main .loading-state') !== null,
  text: (document.querySelector('main')?.textContent ?? '').trim().length,
  popup: document.querySelector('.launch-popup') !== null,
});

async function measure(v, path, network) {
  const page = await v.context.newPage();
  try {
    if (network) {
      const cdp = await v.context.newCDPSession(page);
      await cdp.send('Network.emulateNetworkConditions', network);
      // Scripts and pictures come over the slow network too, not from the first pass's cache.
      await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
    }
    await page.goto(`${BASE_URL}${path}`, { waitUntil: 'load', timeout: 60_000 });
    await page.waitForLoadState('networkidle', { timeout: 30_000 }).catch(() => {});
    await page.waitForTimeout(1000);
    const { total, shifts } = await shiftsSoFar(page);
    const seen = await page.evaluate(rendered);
    // A page that failed to style or render cannot shift either; that must not pass as CLS 0.
    assert.ok(seen.styled, 'the style sheet did not apply');
    assert.ok(!seen.loading && seen.text > 0, 'the page content did not replace the loading state');
    // The launch popup (a first visit to /) is one of the things that must not shift the page.
    if (path === '/') assert.ok(seen.popup, 'the launch popup did not open');
    assert.equal(total, 0, `CLS ${total.toFixed(4)}: ${JSON.stringify(shifts, null, 1)}`);
  } finally {
    await page.close();
  }
}

for (const viewport of ['desktop', 'phone']) {
  describe(`layout shift at ${viewport} width`, () => {
    let v;
    before(async () => {
      v = await openViewport(viewport);
      await v.context.addInitScript(OBSERVE);
    });
    after(() => v.close());

    for (const path of PAGES) {
      it(`${path} does not shift`, () => measure(v, path));
    }
    for (const path of PAGES) {
      it(`${path} does not shift on a slow network`, () => measure(v, path, SLOW));
    }
  });
}
