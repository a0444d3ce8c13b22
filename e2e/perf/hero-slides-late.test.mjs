// Issue #19 (mobile LCP): the hero's unseen slides fetch their pictures once the slider takes over,
// not while the first slide's picture, the page's largest paint, is loading. The server's carousel
// keeps them unseen in its row; lazy loading still fetched them at once (a screen or two away
// counts as near), about 60 KB of a phone's first second. Here `/` loads at phone width and each
// later slide's picture must be asked for only after the slider's code, and then it must come.
// Run: `npm run test:e2e -- e2e/perf/hero-slides-late.test.mjs`.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { openViewport } from '../lib/browser.mjs';
import { BASE_URL } from '../lib/config.mjs';
import { visit } from '../lib/page.mjs';

/** The hero's pictures in slide order, as the server wrote them (their plain src). */
async function heroPictures() {
  const html = await (await fetch(`${BASE_URL}/`, { headers: { accept: 'text/html' } })).text();
  const start = html.indexOf('cs-type-hero_slider');
  assert.ok(start > 0, 'the home page has no hero_slider section');
  const hero = html.slice(start, html.indexOf('</section>', start));
  return [...hero.matchAll(/<img[^>]*?\ssrc="([^"]+)"/g)].map((m) => m[1]);
}

describe('the home page’s hero at phone width', () => {
  let v;
  const asked = [];
  before(async () => {
    v = await openViewport('phone');
    v.page.on('request', (req) =>
      asked.push({ path: new URL(req.url()).pathname, at: Date.now() }),
    );
  });
  after(() => v.close());

  test('fetches the later slides’ pictures only after the slider’s code', async () => {
    const pictures = await heroPictures();
    assert.ok(pictures.length >= 2, `the hero has ${pictures.length} slide(s)`);
    await visit(v.page, '/');
    const firstAsk = (src) => asked.find((r) => r.path === src || r.path.startsWith(`${src}.w`));
    const slider = asked.find((r) => /\/assets\/section-slick\.[^/]+\.js$/.test(r.path));
    assert.ok(slider, 'the slider’s code was never fetched');
    assert.ok(firstAsk(pictures[0]), 'the first slide’s picture was never fetched');
    for (const src of pictures.slice(1)) {
      const ask = firstAsk(src);
      assert.ok(ask, `${src} was never fetched once the slider took over`);
      assert.ok(ask.at >= slider.at, `${src} was fetched before the slider’s code`);
    }
  });
});
