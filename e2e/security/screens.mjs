// The screens that show a member's text: the member's own (dashboard, my_profile, my_biodata) and
// another member's (search_matching card, intrested_member card with the contact block after an
// accepted request, member/:id). Each is checked with checkScreen: exact text, inert, clean head.
import assert from 'node:assert/strict';
import {
  eventually,
  loginThroughUi,
  nextAnswer,
  pageState,
  searchOneByCity,
  waitForNotice,
} from '../lib/memberSession.mjs';
import { screenshot, visit } from '../lib/page.mjs';
import { assertHeadClean, assertInert, checkScreen } from './checks.mjs';
import { byId, pick, proId } from './forms.mjs';
import { firstNameOf } from './hostile.mjs';

const SENT_NOTICE =
  'Request send to member, you can view profile once member will accept your request';
const CARD_FIELDS = ['mem_name', 'city_nm', 'occupation'];
const CONTACT_FIELDS = [...CARD_FIELDS, 'address', 'landmark'];

/**
 * <main>, once its text holds every one of `texts` (the screen has loaded the member). After
 * 10 s it is returned anyway: the caller's assertTextShown then names what is missing or cut.
 */
async function mainHolding(page, texts, where) {
  const main = page.locator('main').first();
  const all = [texts].flat();
  await eventually(
    async () => {
      const shown = (await main.textContent()) ?? '';
      return all.every((text) => shown.includes(text));
    },
    () => `${where} never showed the member's values as typed`,
  ).catch(async (e) => console.log(`${e.message} ${await pageState(page)}`));
  return main;
}

/** The member's own screens; `shown` is what each free-text field holds now. */
export async function ownScreens(step, s, shown, label) {
  const { page, dialogs } = s;
  await step(`${label}: /dashboard welcomes the first name as text`, async () => {
    await visit(page, '/dashboard');
    const h1 = page.locator('main h1').first();
    await h1.waitFor({ state: 'visible' });
    const welcome = { welcome: `Welcome, ${firstNameOf(shown.mem_name)}` };
    await checkScreen(page, dialogs, h1, welcome, '/dashboard', `${label}-dashboard`);
  });

  await step(`${label}: /my_profile holds every value as typed`, async () => {
    await visit(page, '/my_profile');
    const name = byId(page, proId('mem_name'));
    await eventually(
      async () => (await name.inputValue()) === shown.mem_name,
      () => `/my_profile's Full name box never held the name as typed`,
    );
    const differ = [];
    for (const [f, v] of Object.entries(shown)) {
      const got = await byId(page, proId(f)).inputValue();
      if (got !== v)
        differ.push(`${f}: holds ${got.length} units ${JSON.stringify(got.slice(0, 40))}…`);
    }
    assert.deepEqual(differ, [], '/my_profile: a box does not hold what was typed');
    await assertInert(page, dialogs, '/my_profile');
    await assertHeadClean(page, '/my_profile');
    await screenshot(page, 'desktop', `injection-${label}-my-profile`);
  });

  await step(`${label}: /my_biodata shows every value as text`, async () => {
    await visit(page, '/my_biodata');
    const main = await mainHolding(page, Object.values(shown), '/my_biodata');
    await checkScreen(page, dialogs, main, shown, '/my_biodata', `${label}-my-biodata`);
  });
}

/** Types the city into /search_matching's City box; resolves to the one card listed. */
async function searchByCity(page, city, name) {
  await searchOneByCity(page, city);
  const card = page.locator('main article').filter({ hasText: name }).first();
  await card.waitFor({ state: 'visible' });
  return card;
}

/** What V (another member) sees of R; the first time V also sends interest and R accepts. */
export async function otherMemberSees(step, ctx, shown, label, { firstTime }) {
  const { V, r, v } = ctx;
  const page = v.page;

  await step(
    `${label}: another member's search finds R by the city; the card is text`,
    async () => {
      if (firstTime) await loginThroughUi(v, V.email, V.password);
      const card = await searchByCity(page, shown.city_nm, shown.mem_name);
      const where = '/search_matching card';
      await checkScreen(page, v.dialogs, card, pick(shown, CARD_FIELDS), where, `${label}-search`);
      if (!firstTime) return;
      const answered = nextAnswer(page, 'sendMemberRequest');
      await card.getByRole('button', { name: /^Send interest\b/ }).click();
      // The note dialog (requirements §4.5.5): sent without a note.
      await page
        .getByRole('dialog')
        .getByRole('button', { name: 'Send interest', exact: true })
        .click();
      const answer = await answered;
      assert.equal(answer.status, '001', `sendMemberRequest: ${answer.status} "${answer.text}"`);
      await waitForNotice(page, 'status', SENT_NOTICE);
    },
  );

  if (firstTime)
    await step(`${label}: R accepts V's request on /intrested_member`, async () => {
      await visit(r.page, '/intrested_member');
      const card = r.page
        .getByRole('list', { name: 'Requests received' })
        .getByRole('article', { name: V.name, exact: true });
      await card.waitFor({ state: 'visible' }).catch(async () => {
        throw new Error(`V's request is not on R's list ${await pageState(r.page)}`);
      });
      const answered = nextAnswer(r.page, 'acceptRejFrdRequest');
      await card.getByRole('button', { name: /^Accept\b/ }).click();
      // Accepting asks once (requirements §4.5.6).
      await r.page.getByRole('dialog').getByRole('button', { name: 'Accept', exact: true }).click();
      const answer = await answered;
      assert.equal(answer.status, '001', `acceptRejFrdRequest: ${answer.status} "${answer.text}"`);
      await assertInert(r.page, r.dialogs, "R's /intrested_member");
    });

  await step(`${label}: V's /intrested_member shows R's card and address as text`, async () => {
    await visit(page, '/intrested_member');
    const card = page
      .getByRole('list', { name: 'Requests sent' })
      .locator('article')
      .filter({ hasText: shown.mem_name })
      .first();
    await card.waitFor({ state: 'visible' }).catch(async () => {
      throw new Error(`R is not on V's "Requests sent" ${await pageState(page)}`);
    });
    const where = "V's /intrested_member card";
    const expected = pick(shown, CONTACT_FIELDS);
    await checkScreen(page, v.dialogs, card, expected, where, `${label}-interested`);
  });

  await step(`${label}: View Profile opens member/:id with every value as text`, async () => {
    const card = page.getByRole('list', { name: 'Requests sent' }).locator('article').first();
    await card.getByRole('link', { name: /^View Profile\b/ }).click();
    await page.waitForURL(/\/member\/[^/]+$/);
    // The list's card also shows the name: wait for the profile screen's own values, all of them
    // (the old screen may still be up while the profile's chunk and data arrive).
    const main = await mainHolding(page, Object.values(shown), 'member/:id');
    await checkScreen(page, v.dialogs, main, shown, 'member/:id', `${label}-member-profile`);
  });
}
