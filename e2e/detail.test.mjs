// Detail pages (requirements §2.3): the entry's title as h1 and a list of recent articles.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { openViewport } from './lib/browser.mjs';
import { dismissPopup, visit } from './lib/page.mjs';
import { discoverRoutes } from './lib/routes.mjs';

const { routes } = await discoverRoutes();
const details = routes.filter((r) => r.kind === 'detail');
const norm = (s) =>
  String(s ?? '')
    .replace(/\s+/g, ' ')
    .trim();

test('there is a detail route of each kind to check', () => {
  const kinds = new Set(details.map((r) => r.path.split('/')[1]));
  for (const k of ['blogs', 'blog', 'committee', 'community', 'read_now'])
    assert.ok(kinds.has(k), `no /${k}/… route was found in the content`);
});

describe('detail pages (desktop)', () => {
  let vp;
  before(async () => {
    vp = await openViewport('desktop');
  });
  after(() => vp?.close());

  for (const route of details) {
    test(`${route.path}`, { timeout: 30_000 }, async (t) => {
      const { page } = vp;
      await visit(page, route.path);
      await dismissPopup(page);

      await t.test(`h1 is the entry's title "${route.expect.title}"`, async () => {
        const h1s = (await page.locator('h1:visible').allInnerTexts()).map(norm);
        assert.ok(h1s.includes(norm(route.expect.title)), `visible h1s: ${JSON.stringify(h1s)}`);
      });

      await t.test('a "recent" articles list with links', async () => {
        const found = await page.evaluate(() => {
          const headings = [
            ...document.querySelectorAll('h2, h3, h4, h5, h6, [role="heading"]'),
          ].filter((h) => /recent/i.test(h.innerText));
          for (const h of headings) {
            const box = h.closest('aside, section, nav') ?? h.parentElement;
            const links = [
              ...box.querySelectorAll('ul a[href], ol a[href], [role="list"] a[href]'),
            ];
            if (links.length)
              return { heading: h.innerText.trim(), links: links.map((a) => a.innerText.trim()) };
          }
          return { headings: headings.map((h) => h.innerText.trim()) };
        });
        assert.ok(
          found.links?.length > 0,
          found.headings?.length
            ? `headings ${JSON.stringify(found.headings)} have no list of links beside them`
            : 'no heading mentioning "recent"',
        );
      });
    });
  }
});
