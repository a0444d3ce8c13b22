// Route sweep of the public site at two viewports: every route the service's menus name, the home
// page, one detail page of each kind, the contact pages, category children and an unknown path.
import assert from 'node:assert/strict';
import { writeFileSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { after, before, describe, test } from 'node:test';
import { openViewport } from './lib/browser.mjs';
import { SCREENSHOT_DIR, VIEWPORTS } from './lib/config.mjs';
import {
  formatViolation,
  runAxe,
  screenshot,
  scrollThrough,
  snapshot,
  visit,
} from './lib/page.mjs';
import { discoverRoutes, routeSlug } from './lib/routes.mjs';

const { routes, problems } = await discoverRoutes();
const bestPractice = {};
const FRIENDLY_NOT_FOUND =
  /not found|can(?:no|[’'])t find|could not find|couldn[’']t find|does(?: not|n[’']t) exist|no such page|no longer/i;

test('the route list is built from the service', () => {
  assert.equal(problems.length, 0, `route discovery problems:\n  ${problems.join('\n  ')}`);
  assert.ok(
    routes.some((r) => r.kind === 'menu'),
    'no menu routes',
  );
  assert.ok(
    routes.some((r) => r.kind === 'detail'),
    'no detail routes',
  );
});

// The two viewports run side by side (each in its own Chromium); routes within one run in turn.
describe('public routes', { concurrency: 2 }, () => {
  for (const [viewport, size] of Object.entries(VIEWPORTS)) {
    describe(`${viewport} ${size.width}x${size.height}`, { concurrency: 1 }, () => {
      let vp;
      before(async () => {
        vp = await openViewport(viewport);
      });
      after(async () => {
        await vp?.close();
        mkdirSync(SCREENSHOT_DIR, { recursive: true });
        writeFileSync(
          join(SCREENSHOT_DIR, 'axe-best-practice.json'),
          `${JSON.stringify(bestPractice, null, 2)}\n`,
        );
      });

      for (const route of routes) {
        test(`${route.path} — ${route.label}`, { timeout: 60_000 }, async (t) => {
          const { page, recorder } = vp;
          recorder.reset();
          // scrollThrough waits for the network to go quiet, and for the effects after it.
          const response = await visit(page, route.path, { wait: 'heading' });
          const brokenImages = await scrollThrough(page, recorder);
          const seen = await snapshot(page);
          const axe = await runAxe(page);
          await screenshot(page, viewport, routeSlug(route.path));
          if (axe.bestPractice.length) {
            bestPractice[`${viewport} ${route.path}`] = axe.bestPractice.map(formatViolation);
            t.diagnostic(
              `best-practice (reported only): ${axe.bestPractice.map((v) => v.id).join(', ')}`,
            );
          }
          if (seen.url !== route.path) t.diagnostic(`ended at ${seen.url}`);
          if (vp.offSite.size)
            t.diagnostic(`off-site requests blocked so far: ${[...vp.offSite].join(', ')}`);

          await t.test('no console errors or uncaught exceptions', () => {
            const expected404 = (e) =>
              route.kind === 'not-found' && /status of 404/.test(e) && e.includes(route.path);
            const errors = [
              ...recorder.consoleErrors.filter((e) => !expected404(e)).map((e) => `console: ${e}`),
              ...recorder.pageErrors.map((e) => `pageerror: ${e}`),
            ];
            assert.equal(errors.length, 0, `\n${errors.join('\n')}`);
          });

          await t.test('no failed requests or error responses', () => {
            const isDocument404 = (r) =>
              route.kind === 'not-found' && r.status === 404 && r.url === response?.url();
            const bad = [
              ...recorder.failedRequests,
              ...recorder.badResponses
                .filter((r) => !isDocument404(r))
                .map((r) => `${r.method} ${r.url} → HTTP ${r.status}`),
            ];
            assert.equal(bad.length, 0, `\n${bad.join('\n')}`);
          });

          await t.test('every image loads', () => {
            assert.equal(brokenImages.length, 0, `broken images:\n${brokenImages.join('\n')}`);
          });

          await t.test('a <main> with visible content and an h1', () => {
            assert.doesNotMatch(
              seen.bodyText,
              /Unexpected Application Error/,
              'the route error screen shows',
            );
            assert.ok(seen.mainCount >= 1, `no <main>; the page reads: "${seen.bodyText}"`);
            assert.ok(
              seen.mainText.length > 50,
              `<main> shows only ${seen.mainText.length} characters: "${seen.mainText}"`,
            );
            assert.ok(
              seen.h1s.length >= 1,
              `no visible h1; <main> reads: "${seen.mainText.slice(0, 200)}"`,
            );
            if (route.kind === 'not-found')
              assert.match(
                seen.mainText,
                FRIENDLY_NOT_FOUND,
                'the unknown path does not say it was not found',
              );
          });

          await t.test('nothing sticks out sideways (no horizontal scrolling)', () => {
            const o = seen.overflow;

            assert.equal(
              o,
              null,
              o &&
                `page is ${o.scrollWidth}px wide in a ${o.width}px viewport: ${o.culprits.join(', ')}`,
            );
          });

          if (route.menu && !route.menu.roles.includes('visitor'))
            await t.test('a members-only page asks a visitor to log in', () => {
              assert.ok(
                seen.loginPrompt,
                `no login link, password field or "log in" text in <main>: "${seen.mainText.slice(0, 200)}"`,
              );
            });

          await t.test(
            'a document title (and the menu record’s title and description)',
            async () => {
              assert.notEqual(seen.title, '', 'document.title is empty');
              // A member route a visitor is redirected from carries the target's title, not its own.
              const stayed = decodeURIComponent(seen.url) === decodeURIComponent(route.path);
              // Roles drive page metadata (requirements §6.4): a members-only record does not title a visitor's page.
              if (!stayed || (route.menu && !route.menu.roles.includes('visitor'))) return;
              if (route.menu?.title)
                assert.ok(
                  seen.title.includes(route.menu.title.trim()),
                  `title "${seen.title}" does not hold the menu record's col3 "${route.menu.title}"`,
                );
              if (route.menu?.description) {
                const meta = await page
                  .locator('meta[name="description"]')
                  .first()
                  .getAttribute('content', { timeout: 1_000 })
                  .catch(() => null);
                assert.equal(
                  meta?.trim(),
                  route.menu.description.trim(),
                  'meta description ≠ menu col4',
                );
              }
            },
          );

          await t.test('axe: no WCAG 2.0/2.1 A or AA violations', () => {
            assert.equal(axe.wcag.length, 0, `\n${axe.wcag.map(formatViolation).join('\n')}`);
          });
        });
      }
    });
  }
});
