// Visiting a route and reading what a visitor would see of it.
import assert from 'node:assert/strict';
import { mkdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { BASE_URL, SCREENSHOT_DIR, WCAG_TAGS } from './config.mjs';

const AXE_SOURCE = readFileSync(
  createRequire(import.meta.url).resolve('axe-core/axe.min.js'),
  'utf8',
);

/**
 * Loads a route and waits until the SPA has put a heading in <main> (or gave up trying).
 * `wait`: 'settled' (the default, see settle), 'heading' (the heading alone, for a caller that
 * waits for the network itself, as scrollThrough does) or 'load' (the load event alone, for a
 * caller that waits for an answer of its own). Each settled visit waits 0.75 s or more for
 * nothing to happen; the route sweep and the quota journey make some 150 visits a run.
 */
export async function visit(page, path, { wait = 'settled' } = {}) {
  const response = await page.goto(`${BASE_URL}${path}`, { waitUntil: 'load', timeout: 20_000 });
  if (wait === 'settled') await settle(page);
  else if (wait === 'heading') await mainHeading(page);
  return response;
}

/** Waits for the network to go quiet and a main heading to show; never throws. */
export async function settle(page) {
  await page.waitForLoadState('networkidle', { timeout: 8_000 }).catch(() => {});
  await mainHeading(page);
  // Let effects that run after the last answer (titles, popups) land.
  await page.waitForTimeout(250);
}

const mainHeading = (page) =>
  page
    .locator('main h1')
    .first()
    .waitFor({ state: 'visible', timeout: 5_000 })
    .catch(() => {});

/**
 * Scrolls through the page so lazy images load (a full-page screenshot does not scroll), waits for
 * the network to go quiet, and returns to the top. Resolves to the images that failed to load.
 */
export async function scrollThrough(page, recorder) {
  await page.evaluate(async () => {
    const pause = (ms) => new Promise((r) => setTimeout(r, ms));
    for (let y = 0; y < document.documentElement.scrollHeight; y += innerHeight) {
      window.scrollTo(0, y);
      await pause(60);
    }
  });
  // (waitForLoadState('networkidle') would not wait: the page already reached that state once.)
  await recorder.quiet(4_000);
  // After the network is idle every image that started loading has finished, one way or the other.
  const broken = await page.evaluate(async () => {
    // Loaded is not yet painted: decode first, or a full-page screenshot may show empty boxes.
    await Promise.race([
      Promise.all(
        [...document.images]
          .filter((i) => i.complete && i.naturalWidth > 0)
          .map((i) => i.decode().catch(() => null)),
      ),
      new Promise((r) => setTimeout(r, 2_000)),
    ]);
    window.scrollTo(0, 0);
    return [...document.images]
      .filter((i) => i.complete && i.naturalWidth === 0 && i.currentSrc)
      .map((i) => i.currentSrc);
  });
  await page.waitForTimeout(150);
  return broken;
}

/** What the visitor sees: title, <main> count and text, visible h1s, the error screen if shown. */
export const snapshot = (page) =>
  page.evaluate(() => {
    const visible = (el) => {
      const s = getComputedStyle(el);
      const r = el.getBoundingClientRect();
      return s.visibility !== 'hidden' && s.display !== 'none' && r.width > 0 && r.height > 0;
    };
    const mains = [...document.querySelectorAll('main, [role="main"]')];
    const main = mains.find(visible);
    return {
      url: location.pathname + location.search,
      title: document.title.trim(),
      mainCount: mains.length,
      mainText: main ? main.innerText.replace(/\s+/g, ' ').trim() : '',
      h1s: [...document.querySelectorAll('h1')]
        .filter(visible)
        .map((h) => h.innerText.replace(/\s+/g, ' ').trim()),
      bodyText: document.body.innerText.replace(/\s+/g, ' ').trim().slice(0, 400),
      loginPrompt:
        !!main &&
        (!!main.querySelector('a[href="/login"], a[href$="/login"], input[type="password"]') ||
          /\blog\s?in\b/i.test(main.innerText)),
      overflow: (() => {
        const width = document.documentElement.clientWidth;
        if (document.documentElement.scrollWidth <= width) return null;
        // What sticks out past the right edge without a clipping ancestor to hide it.
        const clipped = (el) => {
          for (let a = el.parentElement; a && a !== document.body; a = a.parentElement)
            if (getComputedStyle(a).overflowX !== 'visible') return true;
          return false;
        };
        const culprits = [...document.body.querySelectorAll('*')]
          .filter((el) => el.getBoundingClientRect().right > width + 1 && !clipped(el))
          .slice(0, 3)
          .map((el) => {
            const cls = typeof el.className === 'string' ? el.className.trim().split(/\s+/)[0] : '';
            return `${el.tagName.toLowerCase()}${cls ? `.${cls}` : ''} (right edge ${Math.round(el.getBoundingClientRect().right)}px)`;
          });
        return { scrollWidth: document.documentElement.scrollWidth, width, culprits };
      })(),
    };
  });

/** Runs axe once; splits its violations into WCAG 2.0/2.1 A/AA (failing) and best-practice (reported). */
export async function runAxe(page) {
  const loaded = await page.evaluate(() => typeof window.axe !== 'undefined');
  // Evaluated through the devtools protocol: the site's CSP (rightly) refuses an inline <script>.
  if (!loaded) await page.evaluate(AXE_SOURCE);
  const result = await page.evaluate(
    (tags) => window.axe.run(document, { runOnly: { type: 'tag', values: tags } }),
    [...WCAG_TAGS, 'best-practice'],
  );
  const isWcag = (v) => v.tags.some((t) => WCAG_TAGS.includes(t));
  return {
    wcag: result.violations.filter(isWcag),
    bestPractice: result.violations.filter((v) => !isWcag(v)),
  };
}

/** Fails with the WCAG 2.0/2.1 A/AA violations axe finds on the page as it stands (`where` names it). */
export async function axeClean(page, where) {
  const { wcag } = await runAxe(page);
  assert.equal(wcag.length, 0, `axe on ${where}:\n${wcag.map(formatViolation).join('\n')}`);
}

/** A violation as evidence an owner can act on: rule id, impact, and the first nodes. */
export const formatViolation = (v) =>
  `${v.id} (${v.impact}): ${v.help}\n` +
  v.nodes
    .slice(0, 4)
    .map(
      (n) =>
        `    node ${n.target.join(' ')}  ${n.html.replace(/\s+/g, ' ').slice(0, 160)}\n` +
        `      ${String(n.failureSummary ?? '')
          .replace(/\s+/g, ' ')
          .slice(0, 220)}`,
    )
    .join('\n') +
  (v.nodes.length > 4 ? `\n    … and ${v.nodes.length - 4} more nodes` : '');

/** The whole page, or with { fullPage: false } the screen as seen (an open dialog, centred on it). */
export async function screenshot(page, viewport, slug, { fullPage = true } = {}) {
  mkdirSync(SCREENSHOT_DIR, { recursive: true });
  const path = join(SCREENSHOT_DIR, `${viewport}-${slug}.png`);
  await page.screenshot({ path, fullPage, timeout: 15_000 });
  return path;
}

/** Closes the launch popup if it is open, so it does not cover what a test wants to reach. */
export async function dismissPopup(page) {
  const dialog = page.getByRole('dialog');
  if (
    await dialog
      .first()
      .isVisible()
      .catch(() => false)
  ) {
    await page.keyboard.press('Escape');
    await dialog
      .first()
      .waitFor({ state: 'hidden', timeout: 2_000 })
      .catch(() => {});
  }
}
