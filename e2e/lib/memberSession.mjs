// Members in the browser: one Chromium with a context (own storage, so own login) per member,
// the login form driven like a person would, and bounded waits for what the screens say.
import { chromium } from 'playwright-core';
import { ARGS, isOffSite, record } from './browser.mjs';
import { CHROMIUM, VIEWPORTS } from './config.mjs';
import { decodeFragment } from './service.mjs';
import { dismissPopup, screenshot, visit } from './page.mjs';

/**
 * Resolves to { session(name, viewport?), close }; each session is { name, viewport, context, page,
 * recorder }, at the named viewport of config.mjs (desktop unless told).
 */
export async function openMemberBrowser() {
  const browser = await chromium.launch({ executablePath: CHROMIUM, headless: true, args: ARGS });
  return {
    async session(name, viewport = 'desktop') {
      const context = await browser.newContext({ viewport: VIEWPORTS[viewport] });
      context.setDefaultTimeout(10_000);
      const offSite = new Set();
      await context.route(
        (url) => isOffSite(url.href),
        (route) => {
          offSite.add(route.request().url());
          return route.abort('blockedbyclient');
        },
      );
      const page = await context.newPage();
      return { name, viewport, context, page, recorder: record(page, offSite) };
    },
    close: () => browser.close(),
  };
}

/**
 * Waits for the answer to the next /api?pm={type} post; resolves to { http, status, text }. An
 * answer to the page being left (its body gone with the navigation: CI, 2026-12-06, the dashboard
 * the last step had opened answering as the next step visited it again) is passed over for the
 * next one.
 */
export function nextAnswer(page, type, timeout = 10_000) {
  const matches = (r) => new RegExp(`[?&]pm=${type}\\b`).test(r.url());
  const answer = new Promise((resolve, reject) => {
    const done = (settle, value) => {
      clearTimeout(timer);
      page.off('response', onResponse);
      settle(value);
    };
    const timer = setTimeout(
      () => done(reject, new Error(`no answer to ${type} within ${timeout} ms`)),
      timeout,
    );
    // Every matching answer is read as it comes; the first whose body can be read is the one.
    const onResponse = (response) => {
      if (!matches(response)) return;
      response.text().then(
        (body) => {
          const wire = decodeFragment(body);
          done(resolve, {
            http: response.status(),
            status: wire?.status ?? null,
            text: wire?.text ?? '',
          });
        },
        (e) => {
          if (!/navigated away|No resource with given identifier/.test(String(e?.message)))
            done(reject, e);
        },
      );
    };
    page.on('response', onResponse);
  });
  // A step that fails before it awaits the answer must not leave an unhandled rejection behind.
  answer.catch(() => {});
  return answer;
}

/** Polls `probe` until it returns a truthy value (resolved to it) or throws `message()` at the end. */
export async function eventually(probe, message, timeout = 10_000) {
  const end = Date.now() + timeout;
  let last;
  for (;;) {
    try {
      last = await probe();
      if (last) return last;
    } catch (e) {
      last = e;
    }
    if (Date.now() > end) throw new Error(`${message()} (last: ${String(last?.message ?? last)})`);
    await new Promise((r) => setTimeout(r, 150));
  }
}

/** A short account of the page for a failure message: where it is and what <main> says. */
export async function pageState(page) {
  const text = await page
    .locator('main')
    .first()
    .innerText({ timeout: 2_000 })
    .catch(() => '(no <main>)');
  return `at ${new URL(page.url()).pathname}${new URL(page.url()).search}, <main> reads "${text
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, 500)}"`;
}

/** Presses Tab until `locator` has the focus (keyboard use); throws with the page's state if never. */
export async function tabTo(page, locator, maxTabs = 40) {
  // Tabbing towards what is not on the page would only wait out every press.
  await locator.waitFor({ state: 'attached' }).catch(async () => {
    throw new Error(`${locator} is not on the page ${await pageState(page)}`);
  });
  for (let i = 0; i < maxTabs; i += 1) {
    await page.keyboard.press('Tab');
    const focused = locator.evaluate((el) => el === document.activeElement, null, {
      timeout: 2_000,
    });
    if (await focused.catch(() => false)) return;
  }
  throw new Error(`Tab never reached ${locator} ${await pageState(page)}`);
}

/** Waits for a role=status/alert element holding `text`; throws with what the page showed. */
export async function waitForNotice(page, role, text, timeout = 10_000) {
  const notice = page.getByRole(role).filter({ hasText: text }).first();
  try {
    await notice.waitFor({ state: 'visible', timeout });
  } catch {
    throw new Error(`no visible role=${role} saying "${text}" ${await pageState(page)}`);
  }
  return notice;
}

/** Fills the Login tab of /login (`path` may carry ?next=) and sends it; resolves to the answer. */
export async function submitLogin(page, email, password, path = '/login') {
  await visit(page, path);
  await dismissPopup(page);
  const form = page.getByRole('form', { name: 'Login' });
  await form.getByLabel(/^Email/).fill(email);
  await form.getByLabel(/^Password/).fill(password);
  const answered = nextAnswer(page, 'logint');
  await form.getByRole('button', { name: 'Login' }).click();
  return answered;
}

/**
 * Logs in through the form: the member is taken to `landing` at once (/home as requirements
 * §8.2.4 says, or the ?next page; no interstitial, issue #15 item 8), where 'Login Successfully..'
 * shows in the page. On /home a member is greeted ("Welcome back, …") and sees no launch popup.
 */
export async function loginThroughUi(session, email, password, { next, shot } = {}) {
  const { page } = session;
  const answer = await submitLogin(page, email, password, next ? `/login?next=${next}` : '/login');
  if (answer.status !== '1')
    throw new Error(
      `${session.name}: logint(${email}) answered resPS ${answer.status} "${answer.text}"`,
    );
  const landing = next ?? '/home';
  // At once: the old interstitial held the login page for 1.5 s; 1.4 s leaves a busy CI machine
  // room while still catching it.
  await page
    .waitForURL((u) => u.pathname === landing, { timeout: 1400 })
    .catch(async () => {
      throw new Error(
        `${session.name}: after logging in, expected ${landing} at once; ${await pageState(page)}`,
      );
    });
  const main = page.locator('main').first();
  const notice = main.getByRole('status').filter({ hasText: 'Login Successfully..' }).first();
  await notice.waitFor({ state: 'visible', timeout: 10_000 }).catch(async () => {
    throw new Error(`no 'Login Successfully..' in the landing page; ${await pageState(page)}`);
  });
  if (landing === '/home') {
    const greeting = page.getByRole('region', { name: /^Welcome back, / });
    await greeting.waitFor({ state: 'visible', timeout: 10_000 }).catch(async () => {
      throw new Error(`no "Welcome back" band on /home; ${await pageState(page)}`);
    });
    await greeting.getByRole('link', { name: 'Go to your dashboard' }).waitFor();
    if (await page.getByRole('dialog').count())
      throw new Error(`${session.name}: the launch popup opened for a logged-in member`);
  }
  if (shot) await screenshot(page, session.viewport ?? 'desktop', shot);
}

/**
 * Types `city` into /search_matching's City box and waits until the list says exactly one
 * member matches (tests give each searched member a unique city). On a phone the filters open
 * on request first.
 */
export async function searchOneByCity(page, city) {
  await visit(page, '/search_matching');
  const search = page.getByRole('search', { name: 'Filters' });
  await search.waitFor({ state: 'visible' }).catch(async () => {
    throw new Error(`no filter sidebar ${await pageState(page)}`);
  });
  const opener = search.getByRole('button', { name: /^Show filters/ });
  if (await opener.isVisible()) await opener.click();
  const box = search.getByLabel(/^City/);
  await box.waitFor({ state: 'visible' }).catch(async () => {
    throw new Error(`no City box in the filter sidebar ${await pageState(page)}`);
  });
  const answered = nextAnswer(page, 'getMembers');
  await box.fill(city);
  const answer = await answered;
  if (answer.status !== '1')
    throw new Error(`getMembers answered ${answer.status} "${answer.text}"`);
  await eventually(
    async () =>
      /^1 member matches/.test(
        await page.getByRole('status').filter({ hasText: /match/ }).first().innerText(),
      ),
    () => `the list never said "1 member matches" for the city "${city}"`,
  ).catch(async (e) => {
    throw new Error(`${e.message}; ${await pageState(page)}`);
  });
}
