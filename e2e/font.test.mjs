// The shipped Devanagari font (issue #18 item 6): an English page that is not scrolled to its
// Hindi disclaimer downloads no Devanagari face; once the disclaimer is on screen, its text is drawn
// with the shipped font — read from Chromium's own font report (CSS.getPlatformFontsForNode), so
// the check holds whether or not the machine has a system Devanagari font.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { openViewport } from './lib/browser.mjs';
import { dismissPopup, visit } from './lib/page.mjs';

const FONT_FILE = /noto-sans-devanagari-devanagari-\d+-normal\.[0-9a-f]+\.woff2$/;

let view;
const fontRequests = [];
before(async () => {
  view = await openViewport('desktop');
  view.page.on('request', (r) => {
    if (FONT_FILE.test(r.url())) fontRequests.push(r.url());
  });
});
after(() => view?.close());

/** The fonts Chromium used for the text of the first element matching `selector`. */
async function fontsOf(page, selector) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('DOM.enable');
  await cdp.send('CSS.enable');
  const { root } = await cdp.send('DOM.getDocument', { depth: 0 });
  const { nodeId } = await cdp.send('DOM.querySelector', {
    nodeId: root.nodeId,
    selector,
  });
  assert.ok(nodeId, `nothing matches ${selector}`);
  const { fonts } = await cdp.send('CSS.getPlatformFontsForNode', { nodeId });
  await cdp.detach();
  return fonts;
}

test('an English page not scrolled to the disclaimer downloads no Devanagari font', async () => {
  await visit(view.page, '/');
  await dismissPopup(view.page);
  assert.deepEqual(fontRequests, []);
});

test('the language switch writes हिन्दी with the shipped two-kilobyte cut of the font', async () => {
  const fonts = await fontsOf(view.page, '.language-switch [lang="hi"]');
  const used = fonts.find((f) => /Noto Sans Devanagari/i.test(f.familyName));
  assert.ok(used?.isCustomFont, `the switch drawn with ${JSON.stringify(fonts)}`);
});

test('the footer disclaimer is drawn with the shipped Devanagari font', async () => {
  const { page } = view;
  await page.locator('footer [lang="hi"]').first().scrollIntoViewIfNeeded();
  await page.waitForFunction(() => document.fonts.check('16px "Trust Devanagari"', 'हिन्दी'));
  // The text is laid out again with the loaded face; wait for the font report to name it.
  let fonts = [];
  for (let i = 0; i < 20; i += 1) {
    fonts = await fontsOf(page, 'footer [lang="hi"]');
    if (fonts.some((f) => f.isCustomFont && /Noto Sans Devanagari/i.test(f.familyName))) break;
    await page.waitForTimeout(100);
  }
  assert.ok(fontRequests.length > 0, 'the shipped font was never requested');
  const used = fonts.find((f) => /Noto Sans Devanagari/i.test(f.familyName));
  assert.ok(used?.isCustomFont, `disclaimer drawn with ${JSON.stringify(fonts)}`);
  // The shipped font draws most of the glyphs (the rest are spaces and punctuation).
  const total = fonts.reduce((n, f) => n + f.glyphCount, 0);
  assert.ok(used.glyphCount / total > 0.8, `shipped font drew ${used.glyphCount} of ${total}`);
});
