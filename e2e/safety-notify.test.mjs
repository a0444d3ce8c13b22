// The bell of issue #14: when an interest arrives, the receiver's member frame names the unread
// count ("Notifications, N unread") and lists it; marking all read empties the count. Each member
// logs in through the UI in a browser context of their own; registration and verification go
// through the wire and the team command, as in matching.test.mjs.
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
} from './lib/memberSession.mjs';
import { screenshot, visit } from './lib/page.mjs';
import { journey } from './lib/steps.mjs';

const shot = (page, slug) => screenshot(page, 'desktop', `notify-${slug}`);
const CITY = uniqueCity('Pushkar');
const NEW_INTEREST = 'A member has sent you an interest request.';

/** The bell's button; its accessible name carries the unread count. */
const bellOf = (page) => page.getByRole('button', { name: /^Notifications, / });

/** The unread count the bell names (0 for "none unread"); throws when there is no bell. */
async function unreadOf(page) {
  const bell = bellOf(page);
  await bell.waitFor({ state: 'visible' }).catch(async () => {
    throw new Error(`no notification bell in the member frame ${await pageState(page)}`);
  });
  // Until the list has loaded, the bell is named "Notifications" without a count.
  let name = '';
  await eventually(
    async () =>
      /^Notifications, (\d+|none) unread$/.test(
        (name = (await bell.getAttribute('aria-label')) ?? ''),
      ),
    () => `the bell never named a count (last: "${name}")`,
  );
  const count = /^Notifications, (\d+|none) unread$/.exec(name)?.[1];
  return count === 'none' ? 0 : Number(count);
}

describe('notifications: the bell (desktop)', () => {
  let browser;
  const m = {};
  const s = {};
  let ready = null;

  before(async () => {
    browser = await openMemberBrowser();
    try {
      // Gotras differ: the search hides members of one's own gotra by default.
      m.A = await verifiedMember(uniqueIdentity('Aditya'), {
        gender: 'Male',
        city_nm: 'Ajmer',
        self_goutra: 'Garg',
        mama_goutra: 'Bansal',
      });
      m.B = await verifiedMember(uniqueIdentity('Bina'), {
        gender: 'Female',
        city_nm: CITY,
        self_goutra: 'Mittal',
        mama_goutra: 'Goyal',
      });
      for (const k of ['A', 'B']) s[k] = await browser.session(k);
      ready = true;
    } catch (e) {
      ready = e;
    }
  });
  after(() => browser?.close());

  test(
    'B sees a notification with the unread count when A’s interest arrives',
    { timeout: 120_000 },
    async (t) => {
      assert.equal(ready, true, `setting up the members failed: ${ready?.stack ?? ready}`);
      const step = journey(t);
      const { A, B } = m;
      let before = 0;

      await step('B logs in; the bell in the member frame names the unread count', async () => {
        await loginThroughUi(s.B, B.email, B.password, { next: '/dashboard' });
        // The team's verification is already one notification; the count is whatever it is now.
        before = await unreadOf(s.B.page);
      });

      await step('A finds B and sends an interest', async () => {
        const { page } = s.A;
        await loginThroughUi(s.A, A.email, A.password);
        await searchOneByCity(page, CITY);
        const card = page.getByRole('article', { name: B.name, exact: true });
        const answered = nextAnswer(page, 'sendMemberRequest');
        await card.getByRole('button', { name: /^Send interest\b/ }).click();
        // The note dialog (requirements §4.5.5): sent without a note.
        await page
          .getByRole('dialog')
          .getByRole('button', { name: 'Send interest', exact: true })
          .click();
        const answer = await answered;
        assert.equal(answer.status, '001', `sendMemberRequest answered "${answer.text}"`);
      });

      await step('B’s bell counts one more, and its list says an interest arrived', async () => {
        const { page } = s.B;
        await visit(page, '/dashboard');
        await eventually(
          async () => (await unreadOf(page)) === before + 1,
          () => `the bell never counted ${before + 1} unread`,
        );
        await bellOf(page).click();
        const panel = page.getByRole('region', { name: 'Notifications' });
        await panel
          .getByText(NEW_INTEREST)
          .first()
          .waitFor({ state: 'visible' })
          .catch(async () => {
            throw new Error(
              `the bell's list does not say "${NEW_INTEREST}" ${await pageState(page)}`,
            );
          });
        await shot(page, 'b-bell-open');
      });

      await step('B marks all read: the bell says none unread', async () => {
        const { page } = s.B;
        const answered = nextAnswer(page, 'markAllNotificationsRead');
        await page.getByRole('button', { name: 'Mark all as read' }).click();
        assert.equal((await answered).status, '001');
        await eventually(
          async () => (await unreadOf(page)) === 0,
          () => 'the bell still names unread notifications after "Mark all as read"',
        );
      });
    },
  );
});
