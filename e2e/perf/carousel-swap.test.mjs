// Issue #19 item 3: a carousel starts as plain slides and becomes react-slick only as it nears the
// viewport; sections below the fold are drawn only as they near it. Scrolling down the home page
// must therefore move nothing: each carousel's box is as tall as a slider as it was as plain
// slides, and no layout shift is recorded on the way down. (cls.test.mjs loads pages without
// scrolling, so it never sees these swaps.) Run: `npm run test:e2e -- e2e/perf/carousel-swap.test.mjs`.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { openViewport } from '../lib/browser.mjs';
import { dismissPopup, visit } from '../lib/page.mjs';

const OBSERVE = () => {
  window.__shifts = [];
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) {
      window.__shifts.push({
        value: e.value,
        nodes: (e.sources ?? []).map((s) => s.node?.outerHTML?.slice(0, 120) ?? '?'),
      });
    }
  }).observe({ type: 'layout-shift', buffered: true });
};

/** Each carousel below the hero still plain, with its box height and its section's id. */
const staticCarousels = (page) =>
  page.evaluate(() =>
    [...document.querySelectorAll('main .cs-carousel--static:not(.cs-hero)')].map((c) => ({
      section: c.closest('section')?.dataset.sectionId ?? '',
      height: c.getBoundingClientRect().height,
    })),
  );

for (const viewport of ['desktop', 'phone']) {
  describe(`scrolling the home page at ${viewport} width`, () => {
    let v;
    before(async () => {
      v = await openViewport(viewport);
      await v.context.addInitScript(OBSERVE);
    });
    after(() => v.close());

    it('turns each carousel into a slider as it comes, in the same box, shifting nothing', async (t) => {
      const { page } = v;
      await visit(page, '/');
      await dismissPopup(page);
      // Wait for the idle time to draw every section (plain carousels included).
      await page.waitForTimeout(1000);
      const plain = await staticCarousels(page);
      assert.ok(plain.length > 0, 'no carousel below the hero was still plain slides after load');
      // Shifts from loading the page (and closing the popup) are cls.test.mjs's business.
      await page.evaluate(() => (window.__shifts = []));
      const grown = [];
      for (const { section, height } of plain) {
        const root = `main section[data-section-id="${section}"]`;
        // Scrolled a step at a time, as a visitor does, until the carousel is on screen.
        await page.evaluate((sel) => {
          const top = document.querySelector(sel).getBoundingClientRect().top + window.scrollY;
          window.scrollTo(0, top - window.innerHeight / 2);
        }, root);
        await page.locator(`${root} .slick-initialized`).waitFor({ timeout: 10_000 });
        await page.waitForTimeout(300);
        const after = await page.evaluate(
          (sel) => document.querySelector(`${sel} .cs-carousel`).getBoundingClientRect().height,
          root,
        );
        if (Math.abs(after - height) > 0.5)
          grown.push(`section ${section}: ${height} → ${after}px`);
      }
      assert.deepEqual(grown, [], 'a carousel changed height when react-slick started');
      t.diagnostic(`${plain.length} carousels: ${plain.map((p) => `${p.height}px`).join(', ')}`);
      const shifts = await page.evaluate(() => window.__shifts);
      const total = shifts.reduce((t, s) => t + s.value, 0);
      assert.equal(
        total,
        0,
        `layout shift ${total.toFixed(4)}: ${JSON.stringify(shifts, null, 1)}`,
      );
    });
  });
}
