// Every internal link the published demo site shows is followed, and none may lead to the site's
// "We could not find this page" screen or the routing error screen (requirements §2). Links are
// gathered the way a visitor meets them: the header's menus, every section of every page reached,
// rich text, detail entries and the header search's results.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { openViewport } from './lib/browser.mjs';
import { ORIGIN } from './lib/config.mjs';
import { dismissPopup, visit } from './lib/page.mjs';

/** Addresses a crawl must not follow: logging out, and downloads that are not pages. */
const SKIP = [/^\/logout/, /\.(pdf|jpe?g|png|webp|mp4)$/i];
/** Enough for the demo site (about 40 pages and their entries); reaching it is itself a failure. */
const MAX_PAGES = 400;
/** Words the site's search is tried with: each result link is followed too. */
const SEARCHES = ['biodata', 'marriage', 'notice', 'trust'];

const BROKEN = [/We could not find this page/i, /Unexpected Application Error/i];

let vp;
before(async () => {
  vp = await openViewport('desktop');
});
after(() => vp?.close());

/** The site's own links on the page, as path + query (hash dropped), in document order. */
const internalLinks = (page) =>
  page.evaluate((origin) => {
    const out = [];
    for (const a of document.querySelectorAll('a[href]')) {
      if (a.target === '_blank') continue;
      const url = new URL(a.getAttribute('href'), location.href);
      if (url.origin !== origin || !/^https?:$/.test(url.protocol)) continue;
      out.push(url.pathname + url.search);
    }
    return out;
  }, ORIGIN);

test('every internal link of the demo site opens a page', { timeout: 900_000 }, async () => {
  const { page } = vp;
  const seen = new Map(); // path → the page it was first found on
  const queue = ['/'];
  seen.set('/', '(start)');
  for (const q of SEARCHES) {
    const path = `/search?q=${encodeURIComponent(q)}`;
    seen.set(path, '(header search)');
    queue.push(path);
  }
  const broken = [];
  let visited = 0;
  while (queue.length) {
    const path = queue.shift();
    visited += 1;
    assert.ok(
      visited <= MAX_PAGES,
      `more than ${MAX_PAGES} pages: is a link generating addresses?`,
    );
    const response = await visit(page, path);
    await dismissPopup(page);
    const text = await page
      .locator('main')
      .innerText()
      .catch(() => '');
    const status = response?.status() ?? 0;
    if (status >= 400 || BROKEN.some((re) => re.test(text))) {
      broken.push(`${path} (linked from ${seen.get(path)}; HTTP ${status})`);
      continue;
    }
    for (const link of await internalLinks(page)) {
      if (seen.has(link) || SKIP.some((re) => re.test(link))) continue;
      seen.set(link, path);
      queue.push(link);
    }
  }
  console.log(`crawl: ${visited} pages visited, ${broken.length} broken`);
  assert.ok(
    visited > 40,
    `only ${visited} pages were reached: the crawl did not find the site's links`,
  );
  assert.deepEqual(broken, [], `broken links:\n${broken.join('\n')}`);
});
