// Issue #19 item 1: public pages come from the server already drawn. The home page's HTML (read
// with plain HTTP) holds every section's text; the browser takes it over without a hydration
// warning and without asking the service for the content again; with JavaScript off the page
// still reads and its links navigate. Run: `npm run test:e2e -- e2e/server-rendered.test.mjs`.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { chromium } from 'playwright-core';
import { htmlToText } from '../src/client/features/content/RichText.tsx';
import { openViewport, ARGS } from './lib/browser.mjs';
import { BASE_URL, CHROMIUM } from './lib/config.mjs';
import { dismissPopup, screenshot } from './lib/page.mjs';
import { call } from './lib/service.mjs';

/** The visible words of an HTML page: tags dropped, entities decoded, spaces collapsed. */
const wordsOf = (html) =>
  htmlToText(html.replace(/<(script|style|template)\b[\s\S]*?<\/\1>/gi, ' ')).replace(/\s+/g, ' ');
const flat = (text) =>
  htmlToText(text ?? '')
    .replace(/\s+/g, ' ')
    .trim();

/** Each home section's own words (its records' titles), less the launch popup's section. */
async function homeSectionTexts() {
  const page = await call('getPgData', { loc: 'home' });
  assert.equal(page.status, '1', 'getPgData(home) did not answer');
  const settings = await call('getSiteSettings');
  const popup = settings.value?.launch_popup_section ?? '';
  return page.value.sections
    .filter((s) => String(s.id) !== popup && s.g_title !== popup)
    .map((s) => ({
      section: `${s.type} "${s.g_title}"`,
      texts: (s.records ?? []).map((r) => flat(r.col1)).filter((t) => t.length > 0),
    }))
    .filter((s) => s.texts.length > 0);
}

describe('server-rendered public pages', () => {
  test('the home page’s HTML holds the hero heading and every section’s text', async () => {
    const res = await fetch(`${BASE_URL}/`, { headers: { accept: 'text/html' } });
    assert.equal(res.status, 200);
    const html = await res.text();
    const words = wordsOf(html);
    const sections = await homeSectionTexts();
    assert.ok(sections.length >= 5, `only ${sections.length} sections with text on the home page`);
    const hero = sections[0].texts[0];
    assert.match(
      html,
      new RegExp(`<h[12][^>]*>[^<]*${hero.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`),
    );
    // Each section is there by its own words (a banner's second record is only its link, so the
    // browser test below compares record by record with what the browser shows).
    const missing = sections
      .filter(({ texts }) => !texts.some((t) => words.includes(t)))
      .map(({ section, texts }) => `${section}: ${texts.join(' / ')}`);
    assert.deepEqual(missing, [], 'sections missing from the server’s HTML');
  });

  describe('in the browser', () => {
    let vp;
    before(async () => {
      vp = await openViewport('desktop');
    });
    after(() => vp?.close());

    test('hydration warns of nothing and asks for no content', async () => {
      const { page, recorder } = vp;
      recorder.reset();
      const served = wordsOf(
        await (await fetch(`${BASE_URL}/`, { headers: { accept: 'text/html' } })).text(),
      );
      const calls = [];
      const onRequest = (r) => {
        if (new URL(r.url()).pathname === '/api')
          calls.push(new URL(r.url()).searchParams.get('pm'));
      };
      page.on('request', onRequest);
      await page.goto(`${BASE_URL}/`, { waitUntil: 'load' });
      await recorder.quiet(5_000);
      page.off('request', onRequest);
      const taken = await page.evaluate(() => document.getElementById('server-answers') !== null);
      assert.ok(taken, 'the page came without the server’s answers');
      // Hydration mismatches reach the console (React's recoverable errors) or the page's errors.
      assert.deepEqual(recorder.consoleErrors, []);
      assert.deepEqual(recorder.pageErrors, []);
      const content = calls.filter((pm) => pm === 'getPgData' || pm === 'getAccessToken');
      assert.deepEqual(content, [], `the browser asked for the content again: ${calls.join(', ')}`);
      // Every record title the browser shows of the home sections, the server wrote too.
      await dismissPopup(page);
      await page.keyboard.press('End');
      await recorder.quiet(3_000);
      const shown = (await page.locator('main').textContent()).replace(/\s+/g, ' ');
      const titles = (await homeSectionTexts()).flatMap((s) => s.texts);
      const onScreen = titles.filter((t) => shown.includes(t));
      assert.ok(onScreen.length >= 10, `only ${onScreen.length} section titles on the page`);
      assert.deepEqual(
        onScreen.filter((t) => !served.includes(t)),
        [],
        'shown in the browser but not in the server’s HTML',
      );
      // And it is the app now: the menu button answers.
      await page
        .getByRole('button', { name: /about us/i })
        .first()
        .click();
      assert.equal(
        await page
          .getByRole('button', { name: /about us/i })
          .first()
          .getAttribute('aria-expanded'),
        'true',
      );
    });
    test('the page is on screen before the app’s scripts are asked for', async () => {
      // src/client/boot.ts adds them once the first contentful paint is reported (README,
      // Performance: they had held up the first frame and the hero picture).
      const { page } = vp;
      await page.goto(`${BASE_URL}/`, { waitUntil: 'load' });
      const isMain = /\/assets\/main\.[^/]*\.js$/.source;
      await page.waitForFunction(
        (pattern) =>
          performance.getEntriesByType('resource').some((e) => new RegExp(pattern).test(e.name)),
        isMain,
      );
      const { fcp, main } = await page.evaluate((pattern) => {
        const paint = performance.getEntriesByName('first-contentful-paint')[0];
        const script = performance
          .getEntriesByType('resource')
          .find((e) => new RegExp(pattern).test(e.name));
        return { fcp: paint?.startTime ?? null, main: script?.startTime ?? null };
      }, isMain);
      assert.notEqual(fcp, null, 'the page reported no first contentful paint');
      assert.ok(
        main >= fcp,
        `main.js was asked for at ${main} ms, before the first paint at ${fcp} ms`,
      );
    });

    test('sections far down the page stay the server’s HTML until they come near, or are pressed', async () => {
      const { page, recorder } = vp;
      recorder.reset();
      // React marks every element it has taken over with its own property.
      const takenOver = () =>
        page.evaluate(() =>
          [...document.querySelectorAll('.cs-later')].map((box) => {
            const el = box.querySelector('a, h2, h3, p, img') ?? box;
            return Object.keys(el).some((k) => k.startsWith('__reactFiber'));
          }),
        );
      await page.goto(`${BASE_URL}/`, { waitUntil: 'load' });
      await recorder.quiet(3_000);
      const before = await takenOver();
      assert.ok(before.length >= 3, `only ${before.length} sections below the top of the page`);
      assert.equal(before.at(-1), false, 'the last section was taken over before it came near');
      assert.equal(before.at(-2), false, 'the last but one section was taken over already');
      await page.keyboard.press('End');
      await recorder.quiet(3_000);
      const after = await takenOver();
      assert.equal(after.at(-1), true, 'the last section was not taken over near the screen');

      // Afresh, a press on a link of a section not taken over: React takes it over for the click,
      // so the link moves within the app (no new page load: the marker survives). Not a carousel:
      // its own chunk may still be on its way, and then its link works as a plain link.
      await page.goto(`${BASE_URL}/`, { waitUntil: 'load' });
      await recorder.quiet(3_000);
      await page.evaluate(() => (window.__samePage = true));
      const href = await page.evaluate(() => {
        const linkOf = (box) => box.querySelector('a[href^="/"]:not([href^="/media"])');
        const box = [...document.querySelectorAll('.cs-later')]
          .filter((b) => !b.querySelector('.cs-carousel') && linkOf(b))
          .at(-1);
        const link = box && linkOf(box);
        if (!link || Object.keys(link).some((k) => k.startsWith('__reactFiber'))) return null;
        link.dispatchEvent(new PointerEvent('pointerdown', { bubbles: true, composed: true }));
        link.click();
        return link.getAttribute('href');
      });
      assert.ok(href, 'no link in a section not taken over yet');
      await page.waitForURL((url) => url.pathname === href.split(/[?#]/)[0]);
      assert.equal(await page.evaluate(() => window.__samePage), true, `${href} loaded afresh`);
      assert.deepEqual(recorder.consoleErrors, []);
      assert.deepEqual(recorder.pageErrors, []);
    });

    test('an entry opened under its category (/articles/{title}) is taken over without asking again', async () => {
      const { page, recorder } = vp;
      recorder.reset();
      const listing = await (
        await fetch(`${BASE_URL}/articles`, { headers: { accept: 'text/html' } })
      ).text();
      const href = /href="(\/articles\/[^"]+)"/.exec(listing)?.[1];
      assert.ok(href, 'the articles page links no article under /articles/');
      const calls = [];
      const onRequest = (r) => {
        if (new URL(r.url()).pathname === '/api')
          calls.push(new URL(r.url()).searchParams.get('pm'));
      };
      page.on('request', onRequest);
      await page.goto(`${BASE_URL}${href}`, { waitUntil: 'load' });
      await recorder.quiet(5_000);
      page.off('request', onRequest);
      assert.ok(await page.evaluate(() => document.getElementById('server-answers') !== null));
      await page.getByRole('heading', { level: 1 }).first().waitFor();
      assert.deepEqual(recorder.consoleErrors, []);
      assert.deepEqual(recorder.pageErrors, []);
      // The page lookup that found nothing travels with the page like the entry's own answer.
      const content = calls.filter((pm) => /^getPgData|^getAccessToken$/.test(pm ?? ''));
      assert.deepEqual(content, [], `the browser asked for the content again: ${calls.join(', ')}`);
    });
  });

  describe('with JavaScript off', () => {
    let browser;
    let context;
    before(async () => {
      browser = await chromium.launch({ executablePath: CHROMIUM, headless: true, args: ARGS });
      context = await browser.newContext({
        javaScriptEnabled: false,
        viewport: { width: 1366, height: 768 },
      });
    });
    after(async () => {
      await context?.close();
      await browser?.close();
    });

    test('a page reads, and its links navigate to pages that read', async () => {
      const page = await context.newPage();
      await page.goto(`${BASE_URL}/`);
      const sections = await homeSectionTexts();
      await page.getByText(sections[0].texts[0], { exact: false }).first().waitFor();
      await screenshot(page, 'desktop', 'home-no-javascript');
      const link = page
        .locator('header nav a[href="/services"], header nav a[href^="/about"]')
        .first();
      const href = await link.getAttribute('href');
      await link.evaluate((a) => a.click());
      await page.waitForURL((url) => url.pathname === href);
      const main = (await page.locator('main').innerText()).trim();
      assert.ok(main.length > 100, `${href} showed no content without JavaScript: "${main}"`);
      assert.doesNotMatch(main, /Loading/);
    });
  });
});
