// A member's page before an interest (issue #15 item 3), in a real browser: from a search card's
// name to the preview, with her facts, preferences and the card's actions, and no contact of hers.
// The whole send-accept journey is matching.test.mjs's; this only opens the page and looks at it.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { call, describeAnswer } from './lib/service.mjs';
import { uniqueCity, uniqueIdentity, verifiedMember, wireLogin } from './lib/members.mjs';
import {
  loginThroughUi,
  openMemberBrowser,
  pageState,
  searchOneByCity,
} from './lib/memberSession.mjs';
import { runAxe, formatViolation, screenshot } from './lib/page.mjs';
import { journey } from './lib/steps.mjs';

const CITY = uniqueCity('Pushkar');
const HER_ADDRESS = '9 Lotus Lane, Ward 4';

describe('a member page before an interest (desktop)', () => {
  let browser;
  let session;
  const m = {};
  let ready = null;

  before(async () => {
    browser = await openMemberBrowser();
    try {
      // Gotras apart: search hides a member of one's own gotra by default.
      m.A = await verifiedMember(uniqueIdentity('Aman'), {
        gender: 'Male',
        self_goutra: 'Garg',
        mama_goutra: 'Bansal',
      });
      m.B = await verifiedMember(uniqueIdentity('Bela'), {
        gender: 'Female',
        city_nm: CITY,
        address: HER_ADDRESS,
        father_occup: 'Jeweller',
        self_goutra: 'Mittal',
        mama_goutra: 'Goyal',
      });
      const token = await wireLogin(m.B.email, m.B.password);
      const saved = await call(
        'update_profile',
        { local_token: token, about_me: 'Architect who sketches old havelis.', pref_age_min: '27' },
        { onlyCms: false },
      );
      if (saved.status !== '001') throw new Error(`update_profile: ${describeAnswer(saved)}`);
      session = await browser.session('A');
      ready = true;
    } catch (e) {
      ready = e;
    }
  });
  after(() => browser?.close());

  test('A opens B from her card name and sees the preview', { timeout: 90_000 }, async (t) => {
    assert.equal(ready, true, `setting up the members failed: ${ready?.stack ?? ready}`);
    const step = journey(t);
    const { page } = session;
    const { A, B } = m;

    await step('A finds B by city and follows her name', async () => {
      await loginThroughUi(session, A.email, A.password);
      await searchOneByCity(page, CITY);
      const card = page.getByRole('article', { name: B.name, exact: true });
      await card.getByRole('link', { name: B.name, exact: true }).click();
      await page
        .getByRole('heading', { level: 1, name: B.name })
        .waitFor()
        .catch(async () => {
          throw new Error(`no preview heading for ${B.name}; ${await pageState(page)}`);
        });
    });

    await step('the preview shows her facts and actions, never her address', async () => {
      for (const text of ['Jeweller', 'Architect who sketches old havelis.', '27 years or more']) {
        await page.getByText(text, { exact: true }).first().waitFor();
      }
      for (const name of [/^Send interest\b/, /^Shortlist\b/, /^Block\b/, /^Report\b/]) {
        assert.equal(await page.getByRole('button', { name }).count(), 1, `one ${name} button`);
      }
      assert.equal(await page.getByText(HER_ADDRESS).count(), 0, 'her address is not shown');
      await screenshot(page, 'desktop', 'member-preview');
      const { wcag } = await runAxe(page);
      assert.deepEqual(wcag.map(formatViolation), []);
    });
  });
});
