// The QA panel (docs/qa.md): in the QA build, Alt+Shift+Q opens it, a committed recording loads
// and steps back and forth without calling the service; the production build has no panel at all.
import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { after, before, describe, test } from 'node:test';
import { chromium } from 'playwright-core';
import { openViewport } from './lib/browser.mjs';
import { CHROMIUM, SCREENSHOT_DIR, VIEWPORTS } from './lib/config.mjs';
import { visit } from './lib/page.mjs';
import { startQaServer } from './lib/qaServer.mjs';

const RECORDING = fileURLToPath(
  new URL('../qa/recordings/forgot-password-otp.json', import.meta.url),
);
const MAX_STEPS = 40;

async function shoot(page, name) {
  mkdirSync(SCREENSHOT_DIR, { recursive: true });
  await page.screenshot({
    path: join(SCREENSHOT_DIR, `qa-${name}.png`),
    // Finish pane transitions first: a fade caught halfway shows the old pane as a ghost.
    animations: 'disabled',
    timeout: 15_000,
  });
}

describe('QA panel in the QA build (desktop)', () => {
  let qa;
  let context;
  let page;
  let profileDir;
  const pageErrors = [];
  const apiCalls = [];
  let countApi = false;

  before(async () => {
    qa = await startQaServer();
    // Its own fresh profile (so no Redux DevTools extension) pinned to the QA server's origin.
    profileDir = mkdtempSync(join(tmpdir(), 'trust-e2e-qa-profile-'));
    context = await chromium.launchPersistentContext(profileDir, {
      executablePath: CHROMIUM,
      headless: true,
      args: ['--headless', '--no-sandbox', '--disable-gpu', '--no-first-run'],
      viewport: VIEWPORTS.desktop,
    });
    context.setDefaultTimeout(10_000);
    const origin = new URL(qa.baseUrl).origin;
    // The sandbox has no internet: anything off the QA server's origin is refused at once.
    await context.route(
      (url) => /^https?:/.test(url.href) && url.origin !== origin,
      (route) => route.abort('blockedbyclient'),
    );
    page = context.pages()[0] ?? (await context.newPage());
    page.on('pageerror', (err) => pageErrors.push(String(err?.stack ?? err).split('\n')[0]));
    page.on('request', (req) => {
      if (countApi && new URL(req.url()).pathname.startsWith('/api'))
        apiCalls.push(`${req.method()} ${req.url()}`);
    });
  });

  after(async () => {
    await context?.close();
    if (profileDir) rmSync(profileDir, { recursive: true, force: true });
    await qa?.stop();
  });

  const dialog = () => page.getByRole('dialog', { name: 'QA recorder' });
  const status = () => dialog().getByRole('status');
  const button = (name) =>
    dialog().getByRole('group', { name: 'Replay steps' }).getByRole('button', { name });
  const codeField = () => page.getByLabel('6-digit code');
  const emailField = () => page.getByLabel('Registered email');

  /** Presses `name` until `done()` holds; resolves to the status text then. */
  async function stepUntil(name, done, what) {
    for (let i = 0; i < MAX_STEPS; i++) {
      if (await done()) return status().innerText();
      if (await button(name).isDisabled()) break;
      await button(name).click();
      await page.waitForTimeout(150);
    }
    assert.fail(`${name}: never reached ${what}; status reads "${await status().innerText()}"`);
  }

  test('Alt+Shift+Q opens the panel; the forgot-password recording steps back and forth', async () => {
    await page.goto(`${qa.baseUrl}/login`, { waitUntil: 'load', timeout: 20_000 });
    await page.waitForLoadState('networkidle', { timeout: 8_000 }).catch(() => {});
    await page.keyboard.press('Alt+Shift+KeyQ');
    await dialog().waitFor({ state: 'visible', timeout: 5_000 });
    await shoot(page, 'panel-open');

    countApi = true;
    await dialog().locator('input[type="file"]').setInputFiles(RECORDING);
    await status().waitFor({ state: 'visible', timeout: 5_000 });
    assert.match(await status().innerText(), /^Step 0 of \d+/);

    const atCode = await stepUntil(
      'Forward',
      async () => /otp\.sent/.test(await status().innerText()) || (await codeField().isVisible()),
      'the code step (otp.sent)',
    );
    assert.ok(await codeField().isVisible(), `no "6-digit code" field at "${atCode}"`);
    await shoot(page, 'otp-code');

    const atForgot = await stepUntil(
      'Back',
      async () => (await emailField().isVisible()) && !(await codeField().isVisible()),
      'the Forgot password email step',
    );
    assert.ok(await emailField().isVisible(), `no "Registered email" field at "${atForgot}"`);
    assert.equal(await codeField().count(), 0, `the code field is still there at "${atForgot}"`);
    await shoot(page, 'forgot-email');

    await button('Last').click();
    const last = await status().innerText();
    const total = Number(/of (\d+)/.exec(last)?.[1]);
    assert.match(last, new RegExp(`^Step ${total} of ${total}: qa/navigated`));
    // The recording ends with the password saved, the member logged in with the fresh session the
    // reset opened (issue #14), and the screen sent home.
    await page.waitForURL((url) => url.pathname === '/home', { timeout: 5_000 });
    await page.waitForTimeout(300);
    await shoot(page, 'last');
    // Logged in: the header shows the member's number and Logout, and offers no Login.
    const header = page.locator('header').first();
    await header.getByText('Member ID').first().waitFor({ state: 'visible' });
    await header.getByText('Logout').first().waitFor({ state: 'visible' });
    assert.equal(await header.getByRole('link', { name: 'Login' }).count(), 0);
    // Home's content was never recorded, and the replay refuses to fetch it: the page says so.
    await page
      .locator('main')
      .getByText('This page could not be loaded')
      .waitFor({ state: 'visible' });

    assert.deepEqual(apiCalls, [], 'the replay called the service');
    assert.deepEqual(pageErrors, [], 'uncaught errors on the page');
  });
});

describe('QA panel in the production build', () => {
  let vp;
  before(async () => {
    vp = await openViewport('desktop');
  });
  after(() => vp?.close());

  test('?qa=record and Alt+Shift+Q open nothing', async () => {
    await visit(vp.page, '/login?qa=record');
    // The page itself works, so a missing panel is not a page that failed to load.
    await vp.page.locator('input[type="password"]').first().waitFor({ state: 'visible' });
    await vp.page.keyboard.press('Alt+Shift+KeyQ');
    const appeared = await vp.page
      .getByRole('dialog', { name: 'QA recorder' })
      .waitFor({ state: 'visible', timeout: 1_000 })
      .then(
        () => true,
        () => false,
      );
    assert.equal(appeared, false, 'the production build opened the QA recorder');
    assert.equal(await vp.page.getByText('QA recorder').count(), 0);
    assert.deepEqual(vp.recorder.pageErrors, [], 'uncaught errors on the page');
  });
});
