// Blocking, reporting and the shortlist (issue #14 items 5, 6, 8) in a browser: A blocks B, who
// then leaves A's listing; A reports C; A shortlists D and finds D under the Shortlist tab. The
// members are registered and verified through the wire and the team command, as in matching.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { uniqueCity, uniqueIdentity, verifiedMember } from './lib/members.mjs';
import {
  eventually,
  loginThroughUi,
  nextAnswer,
  openMemberBrowser,
  pageState,
  searchOneByCity,
  waitForNotice,
} from './lib/memberSession.mjs';
import { screenshot, visit } from './lib/page.mjs';
import { journey } from './lib/steps.mjs';

const BLOCKED = 'Member blocked. You will no longer see each other.';
const REPORTED = 'Thank you. Our team will look into your report';
const shot = (page, slug) => screenshot(page, 'desktop', `safety-${slug}`);

// Each woman lives in a city of this run only, so a search by it finds her and nobody else.
const CITY = { B: uniqueCity('Nagaur'), C: uniqueCity('Sikar'), D: uniqueCity('Pali') };

const cardOf = (page, name) => page.getByRole('article', { name, exact: true });

/** Finds the member of `key`'s city on /search_matching; resolves to her card. */
async function findByCity(page, key, name) {
  await searchOneByCity(page, CITY[key]);
  const card = cardOf(page, name);
  await card.waitFor({ state: 'visible' }).catch(async () => {
    throw new Error(`no card of "${name}" for the city "${CITY[key]}"; ${await pageState(page)}`);
  });
  return card;
}

/** Waits until no card of `name` is on the page. */
const gone = (page, name, where) =>
  eventually(
    async () => (await cardOf(page, name).count()) === 0,
    () => `the card of "${name}" is still ${where}`,
  ).catch(async (e) => {
    throw new Error(`${e.message}; ${await pageState(page)}`);
  });

/** The answer of an action call the click makes; throws unless it is 001. */
async function expectDone(page, type, click) {
  const answered = nextAnswer(page, type);
  await click();
  const answer = await answered;
  assert.equal(answer.status, '001', `${type} answered ${answer.status} "${answer.text}"`);
}

describe('safety: block, report and shortlist (desktop)', () => {
  let browser;
  let session;
  const m = {};
  let ready = null;

  before(async () => {
    browser = await openMemberBrowser();
    try {
      m.A = await verifiedMember(uniqueIdentity('Aakash'), { gender: 'Male', city_nm: 'Ajmer' });
      const woman = (first, key, self_goutra, mama_goutra) =>
        verifiedMember(uniqueIdentity(first), {
          gender: 'Female',
          city_nm: CITY[key],
          self_goutra,
          mama_goutra,
        });
      m.B = await woman('Bindu', 'B', 'Mittal', 'Goyal');
      m.C = await woman('Charu', 'C', 'Singhal', 'Airan');
      m.D = await woman('Divya', 'D', 'Kansal', 'Jindal');
      session = await browser.session('A');
      ready = true;
    } catch (e) {
      ready = e;
    }
  });
  after(() => browser?.close());

  test('A blocks B, reports C and shortlists D', { timeout: 180_000 }, async (t) => {
    assert.equal(ready, true, `setting up the members failed: ${ready?.stack ?? ready}`);
    const step = journey(t);
    const { A, B, C, D } = m;
    const { page } = session;

    await step('A logs in and finds B by her city', async () => {
      await loginThroughUi(session, A.email, A.password);
      await findByCity(page, 'B', B.name);
    });

    await step(
      'Block asks first; after "Yes, block" and Done, B is gone from the list',
      async () => {
        const card = cardOf(page, B.name);
        await card.getByRole('button', { name: `Block ${B.name}`, exact: true }).click();
        const dialog = page.getByRole('dialog', { name: `Block ${B.name}?` });
        await dialog.waitFor({ state: 'visible' });
        await shot(page, 'block-confirm');
        await expectDone(page, 'blockMember', () =>
          dialog.getByRole('button', { name: 'Yes, block' }).click(),
        );
        await waitForNotice(page, 'status', BLOCKED);
        await dialog.getByRole('button', { name: 'Done' }).click();
        await gone(page, B.name, 'on /search_matching after blocking her');
      },
    );

    await step('B stays out of a fresh search, and is listed under Blocked members', async () => {
      await visit(page, '/search_matching');
      const answered = nextAnswer(page, 'getMembers');
      await page.getByRole('search').getByLabel(/^City/).fill(CITY.B);
      assert.equal((await answered).status, '1');
      // The search ran and found no one: the list says so rather than being still on its way.
      await page
        .getByText(/^No members match these filters\./)
        .waitFor({ state: 'visible' })
        .catch(async () => {
          throw new Error(`a search by B's city still finds someone; ${await pageState(page)}`);
        });
      await gone(page, B.name, `in a search by "${CITY.B}"`);
      await visit(page, '/blocked_members');
      const list = page.getByRole('list', { name: 'Blocked members' });
      await list
        .getByRole('button', { name: `Unblock ${B.name}`, exact: true })
        .waitFor({ state: 'visible' })
        .catch(async () => {
          throw new Error(`B is not under Blocked members; ${await pageState(page)}`);
        });
    });

    await step('A reports C with a reason and words; the report is thanked for', async () => {
      const card = await findByCity(page, 'C', C.name);
      await card.getByRole('button', { name: `Report ${C.name}`, exact: true }).click();
      const dialog = page.getByRole('dialog', { name: `Report ${C.name}` });
      await dialog.getByLabel(/^Reason/).selectOption({ label: 'Fake profile' });
      await dialog.getByLabel(/^What happened/).fill('The photos are of a film actress.');
      await shot(page, 'report-form');
      await expectDone(page, 'reportMember', () =>
        dialog.getByRole('button', { name: 'Send report' }).click(),
      );
      await waitForNotice(page, 'status', REPORTED);
      await dialog.getByRole('button', { name: 'Done' }).click();
      await gone(page, C.name, 'on /search_matching after reporting her');
    });

    await step('A shortlists D: the toggle is pressed', async () => {
      const card = await findByCity(page, 'D', D.name);
      const toggle = card.getByRole('button', { name: `Shortlist ${D.name}`, exact: true });
      assert.equal(await toggle.getAttribute('aria-pressed'), 'false');
      await expectDone(page, 'addShortlistMember', () => toggle.click());
      await eventually(
        async () => (await toggle.getAttribute('aria-pressed')) === 'true',
        () => 'the Shortlist toggle never became pressed',
      );
    });

    await step('the Shortlist tab lists D', async () => {
      const tabs = page.getByRole('navigation', { name: 'Members area' });
      await tabs.getByRole('link', { name: 'Shortlist', exact: true }).click();
      await page.waitForURL((u) => u.pathname === '/shortlist');
      const list = page.getByRole('list', { name: 'Shortlisted members' });
      await cardOf(list, D.name)
        .waitFor({ state: 'visible' })
        .catch(async () => {
          throw new Error(`D is not on the Shortlist tab; ${await pageState(page)}`);
        });
      await shot(page, 'shortlist');
    });
  });
});
