// Home page, launch popup, footer and header behaviour at both viewports.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { openViewport } from './lib/browser.mjs';
import { VIEWPORTS } from './lib/config.mjs';
import { controlledItems, itemsOnceShown, menuScene, tabToMenuButton } from './lib/header.mjs';
import { dismissPopup, formatViolation, runAxe, screenshot, settle, visit } from './lib/page.mjs';

const MENU_BUTTON = '[data-e2e-menu-button]';

const visibleSections = (page) =>
  page.evaluate(() =>
    [...document.querySelectorAll('main section')]
      .filter((s) => !s.parentElement.closest('main section'))
      .filter((s) => {
        const r = s.getBoundingClientRect();
        return r.height > 0 && r.width > 0 && getComputedStyle(s).visibility !== 'hidden';
      })
      .map((s) => s.className || s.getAttribute('aria-label') || s.id || '(section)'),
  );

const footerFacts = (page) =>
  page.evaluate(() => {
    const footers = [...document.querySelectorAll('footer, [role="contentinfo"]')];
    const footer = footers[footers.length - 1];
    if (!footer) return null;
    const hindi = [...footer.querySelectorAll('[lang="hi"], [lang^="hi-"]')]
      .map((el) => el.innerText.trim())
      .filter((text) => /[\u0900-\u097F]/.test(text));
    const devanagariOutsideHi = [...footer.querySelectorAll('*')].some(
      (el) =>
        !el.closest('[lang^="hi"]') &&
        [...el.childNodes].some((n) => n.nodeType === 3 && /[\u0900-\u097F]/.test(n.textContent)),
    );
    return { text: footer.innerText.replace(/\s+/g, ' '), hindi, devanagariOutsideHi };
  });

function footerTests(getPage) {
  test('footer: Hindi disclaimer in a lang="hi" element, +91 and this year', async (t) => {
    const facts = await footerFacts(getPage());
    assert.ok(facts, 'no <footer> (contentinfo) on the home page');
    await t.test('Devanagari text inside lang="hi"', () => {
      assert.ok(
        facts.hindi.length > 0,
        `no lang="hi" element with Devanagari; footer reads "${facts.text.slice(0, 300)}"`,
      );
      assert.equal(
        facts.devanagariOutsideHi,
        false,
        'Devanagari text outside any lang="hi" element',
      );
    });
    await t.test('a +91 phone number', () => assert.match(facts.text, /\+91/));
    // The demo content dates itself from the day it is loaded (content/README.md).
    const year = String(new Date().getUTCFullYear());
    await t.test(`the copyright year ${year}`, () =>
      assert.match(facts.text, new RegExp(`© ${year}`)),
    );
  });
}

function sectionsTest(getPage) {
  test('home shows at least 3 visible sections', async () => {
    const sections = await visibleSections(getPage());
    assert.ok(
      sections.length >= 3,
      `only ${sections.length} visible top-level <section>s in <main>: ${JSON.stringify(sections)}`,
    );
  });
}

describe(`desktop ${VIEWPORTS.desktop.width}x${VIEWPORTS.desktop.height}`, () => {
  let vp;
  before(async () => {
    vp = await openViewport('desktop');
  });
  after(() => vp?.close());

  test('launch popup', { timeout: 60_000 }, async (t) => {
    const { page } = vp;
    const dialog = page.getByRole('dialog').first();
    let opened = false;
    const needOpened = () => assert.ok(opened, 'the popup never opened, so this cannot be checked');
    await visit(page, '/');

    await t.test('opens as role=dialog on a fresh visit', async () => {
      await dialog.waitFor({ state: 'visible', timeout: 8_000 });
      opened = true;
      const name = await dialog.evaluate(
        (d) =>
          d.getAttribute('aria-label') ||
          document.getElementById(d.getAttribute('aria-labelledby') ?? '')?.innerText ||
          '',
      );
      if (!name.trim())
        t.diagnostic('the dialog has no accessible name (aria-label / aria-labelledby)');
      await screenshot(page, 'desktop', 'home-popup-open');
    });

    await t.test('axe: the open popup has no WCAG A/AA violations', async () => {
      needOpened();
      const { wcag } = await runAxe(page);
      assert.equal(wcag.length, 0, `\n${wcag.map(formatViolation).join('\n')}`);
    });

    await t.test('closes with Escape', async () => {
      needOpened();
      await page.keyboard.press('Escape');
      await dialog.waitFor({ state: 'hidden', timeout: 3_000 });
    });

    await t.test('does not reopen after going to another page in the app and back', async () => {
      needOpened();
      const link = page
        .locator(
          'header a[href^="/"]:not([href="/"]):not([href="/home"]):visible, nav a[href^="/"]:not([href="/"]):not([href="/home"]):visible',
        )
        .first();
      const href = await link.getAttribute('href');
      await link.click();
      await page.waitForURL((u) => u.pathname !== '/', { timeout: 5_000 });
      await settle(page);
      await page.goBack();
      await settle(page);
      assert.equal(new URL(page.url()).pathname, '/', `back from ${href} did not return home`);
      await page.waitForTimeout(1_000);
      assert.equal(
        await dialog.isVisible(),
        false,
        `the popup reopened after visiting ${href} and going back`,
      );
    });

    await t.test(
      'does not reopen after a full page load of another route and home again',
      async () => {
        needOpened();
        await visit(page, '/contactus');
        await visit(page, '/');
        await page.waitForTimeout(1_000);
        assert.equal(
          await dialog.isVisible(),
          false,
          'the popup reopened on a reload in the same session',
        );
      },
    );
  });

  sectionsTest(() => vp.page);
  footerTests(() => vp.page);

  // Its dialog's code comes on the press (ImageText.tsx), not with the page.
  test('a picture-and-text section’s “read more” opens its dialog from the keyboard', async () => {
    const { page } = vp;
    await visit(page, '/');
    await dismissPopup(page);
    const button = page.locator('main [aria-haspopup="dialog"]').first();
    await button.scrollIntoViewIfNeeded();
    await button.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Register your biodata' });
    await dialog.waitFor({ state: 'visible', timeout: 5_000 });
    assert.match(await dialog.innerText(), /Keep these ready before you start/);
    assert.equal(await dialog.evaluate((el) => el.contains(document.activeElement)), true);
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden', timeout: 3_000 });
    assert.equal(await button.evaluate((el) => el === document.activeElement), true);
  });

  test('carousels: every arrow and dot shows a focus ring to the keyboard', async (t) => {
    const { page } = vp;
    await visit(page, '/');
    await dismissPopup(page);
    // A key press first: focus() then counts as the keyboard's, as it is for Tab.
    await page.keyboard.press('Tab');
    const rings = await page.evaluate(() =>
      [...document.querySelectorAll('main .cs-carousel')].flatMap((carousel, i) =>
        [...carousel.querySelectorAll('.cs-carousel__arrow:not(:disabled), .slick-dots button')]
          .slice(0, 3)
          .map((el) => {
            el.focus();
            const s = getComputedStyle(el);
            return {
              name: `carousel ${i + 1}: ${el.getAttribute('aria-label')}`,
              focusVisible: el.matches(':focus-visible'),
              ring: `${s.outlineStyle} ${s.outlineWidth} ${s.outlineColor}`,
              ok: s.outlineStyle !== 'none' && parseFloat(s.outlineWidth) >= 2,
            };
          }),
      ),
    );
    assert.ok(rings.length > 0, 'the home page has no carousel arrows or dots to focus');
    const bad = rings.filter((r) => !r.focusVisible || !r.ok);
    assert.deepEqual(bad, [], `controls without a keyboard focus ring:\n${JSON.stringify(bad)}`);
    t.diagnostic(`${rings.length} carousel controls show a ring`);
  });

  test('header: a nested menu opens with the keyboard', { timeout: 30_000 }, async (t) => {
    const { page, recorder } = vp;
    recorder.reset();
    await visit(page, '/');
    await dismissPopup(page);
    const button = await tabToMenuButton(page);
    assert.ok(
      button,
      `Tab never reached a button with aria-expanded in the header/nav (60 presses); ${await menuScene(page, MENU_BUTTON, recorder)}`,
    );
    assert.equal(
      button.expanded,
      'false',
      `"${button.name}" starts with aria-expanded=${button.expanded}`,
    );
    const before = await controlledItems(page, MENU_BUTTON);
    assert.equal(
      before.items.length,
      0,
      `"${button.name}"'s items are visible before it is opened: ${before.items}`,
    );
    await page.keyboard.press('Enter');
    await page.waitForTimeout(400);
    // Twice in CI (2026-12-07) this failed and never here, even with the page's script slowed 20
    // times (E2E_CPU_SLOWDOWN): a failure says what else the page was doing (focus, a dialog, a
    // replaced button, the scroll, logged errors).
    const expanded = await page.evaluate(
      (sel) => document.querySelector(sel)?.getAttribute('aria-expanded') ?? 'gone',
      MENU_BUTTON,
    );
    assert.equal(
      expanded,
      'true',
      `Enter on "${button.name}" left aria-expanded=${expanded}; ${await menuScene(page, MENU_BUTTON, recorder)}`,
    );
    const opened = await itemsOnceShown(page, MENU_BUTTON);
    assert.ok(
      opened.found,
      `"${button.name}" controls nothing (no aria-controls target or sibling list)`,
    );
    assert.ok(
      opened.items.length > 0,
      `after Enter on "${button.name}" no item is visible (${opened.via}): ${opened.unseen.join('; ')}; ${await menuScene(page, MENU_BUTTON, recorder)}`,
    );
    t.diagnostic(
      `Tab ×${button.tabs} reached "${button.name}"; Enter showed: ${opened.items.join(', ')}`,
    );
    await screenshot(page, 'desktop', 'home-submenu-open');
  });
});

describe(`phone ${VIEWPORTS.phone.width}x${VIEWPORTS.phone.height}`, () => {
  let vp;
  before(async () => {
    vp = await openViewport('phone');
    await visit(vp.page, '/');
    await dismissPopup(vp.page);
  });
  after(() => vp?.close());

  sectionsTest(() => vp.page);
  footerTests(() => vp.page);

  test('carousels show readable slides (each visible slide at least 60% of the width)', async () => {
    const narrow = await vp.page.evaluate(() => {
      const width = document.documentElement.clientWidth;
      return [...document.querySelectorAll('main .slick-slider')]
        .map((slider) => {
          const active = [...slider.querySelectorAll('.slick-slide.slick-active')];
          const section = slider.closest('section');
          const type = [...(section?.classList ?? [])].find((c) => c.includes('type')) ?? '';
          const slide = Math.round(active[0]?.getBoundingClientRect().width ?? 0);
          return {
            type,
            visible: active.length,
            slide,
            ok: !active.length || slide >= 0.6 * width,
          };
        })
        .filter((x) => !x.ok)
        .map((x) => `${x.type || 'carousel'}: ${x.visible} slides of ${x.slide}px side by side`);
    });
    assert.equal(narrow.length, 0, `at ${VIEWPORTS.phone.width}px:\n${narrow.join('\n')}`);
  });

  test('the menu toggle button opens the menu', { timeout: 30_000 }, async () => {
    const { page } = vp;
    await visit(page, '/');
    await dismissPopup(page);
    const toggle = page
      .locator('header, nav, [role="banner"]')
      .getByRole('button', { name: /menu|navigation/i })
      .filter({ visible: true })
      .first();
    await toggle.waitFor({ state: 'visible', timeout: 5_000 }).catch(() => {});
    assert.ok(
      await toggle.isVisible(),
      'no visible button named like "menu" in the header at 390px',
    );
    await toggle.evaluate((el) => el.setAttribute('data-e2e-menu-button', ''));
    assert.equal(
      await toggle.getAttribute('aria-expanded'),
      'false',
      'the toggle has no aria-expanded="false"',
    );
    const before = await controlledItems(page, MENU_BUTTON);
    await toggle.click();
    await page.waitForTimeout(400);
    assert.equal(
      await toggle.getAttribute('aria-expanded'),
      'true',
      'aria-expanded did not become true',
    );
    const opened = await itemsOnceShown(page, MENU_BUTTON);
    assert.ok(opened.found, 'the toggle controls nothing (no aria-controls target)');
    assert.ok(
      opened.items.length > before.items.length && opened.items.length > 0,
      `menu items visible before ${before.items.length}, after ${opened.items.length} (${opened.via}): ${opened.unseen.join('; ')}`,
    );
    await screenshot(page, 'phone', 'home-menu-open');
    const { wcag } = await runAxe(page);
    assert.equal(
      wcag.length,
      0,
      `axe with the menu open:\n${wcag.map(formatViolation).join('\n')}`,
    );
  });
});
