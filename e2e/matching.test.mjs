// Search and interest requests between members (requirements §2, §4, §6, §8), each member logged in
// through the UI in a browser context of their own. The members are registered and verified
// through the wire and the team command: their registration is not what these journeys test.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import {
  dobForAge,
  makeJpeg,
  uniqueCity,
  uniqueIdentity,
  verifiedMember,
  wireLogin,
  wireUpload,
} from './lib/members.mjs';
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

const SENT_NOTICE =
  'Request send to member, you can view profile once member will accept your request';
const shot = (page, slug) => screenshot(page, 'desktop', `matching-${slug}`);

// B lives in a city of this run only, so a search by it finds B and nobody else.
const CITY = uniqueCity('Kekri');
const B_ADDRESS = '7 Lake View Road, Ward 12';

/** A member's card in a list on the page, by the member's name. */
const cardOf = (page, name) => page.getByRole('article', { name, exact: true });

async function waitForCard(page, name, where) {
  const card = cardOf(page, name);
  await card.waitFor({ state: 'visible' }).catch(async () => {
    throw new Error(`no card of "${name}" ${where}; ${await pageState(page)}`);
  });
  return card;
}

/** Types B's city into the sidebar's City box on /search_matching; resolves to B's card. */
async function searchByCity(page, name) {
  await searchOneByCity(page, CITY);
  return waitForCard(page, name, `on /search_matching filtered by city "${CITY}"`);
}

describe('matching: search and interest requests (desktop)', () => {
  let browser;
  const m = {};
  const s = {};
  let ready = null;

  before(async () => {
    browser = await openMemberBrowser();
    try {
      m.A = await verifiedMember(uniqueIdentity('Arjun'), {
        gender: 'Male',
        city_nm: 'Ajmer',
        self_goutra: 'Garg',
        mama_goutra: 'Bansal',
      });
      m.B = await verifiedMember(uniqueIdentity('Bhavna'), {
        gender: 'Female',
        dob: dobForAge(25),
        city_nm: CITY,
        address: B_ADDRESS,
        self_goutra: 'Mittal',
        mama_goutra: 'Goyal',
      });
      m.C = await verifiedMember(uniqueIdentity('Chetan'), {
        gender: 'Male',
        city_nm: 'Bikaner',
        self_goutra: 'Singhal',
        mama_goutra: 'Airan',
      });
      m.D = await verifiedMember(uniqueIdentity('Deepak'), {
        gender: 'Male',
        city_nm: 'Alwar',
        self_goutra: 'Kansal',
        mama_goutra: 'Jindal',
      });
      // B's gallery photo, which only accepted members may see.
      const token = await wireLogin(m.B.email, m.B.password);
      await wireUpload(token, await makeJpeg(360, 480, 200), 'other');
      for (const k of ['A', 'B', 'C', 'D']) s[k] = await browser.session(k);
      ready = true;
    } catch (e) {
      ready = e;
    }
  });
  after(() => browser?.close());

  const setUp = () =>
    assert.equal(ready, true, `setting up the members failed: ${ready?.stack ?? ready}`);

  test(
    '4. A finds B, sends interest, B accepts, A views B; C cannot',
    { timeout: 120_000 },
    async (t) => {
      setUp();
      const step = journey(t);
      const { A, B, C } = m;
      let profileUrl;

      await step('A logs in and finds B on /search_matching by city', async () => {
        await loginThroughUi(s.A, A.email, A.password);
        await searchByCity(s.A.page, B.name);
        await shot(s.A.page, 'a-finds-b');
      });

      await step(
        'A sends interest: the message of requirements §8.2.12, and B’s card says "Request Sent"',
        async () => {
          const { page } = s.A;
          const card = cardOf(page, B.name);
          const answered = nextAnswer(page, 'sendMemberRequest');
          await card.getByRole('button', { name: /^Send interest\b/ }).click();
          // The note dialog (requirements §4.5.5): A picks the first polite template.
          const dialog = page.getByRole('dialog', { name: `Send an interest to ${B.name}` });
          await dialog.getByRole('radio', { name: /^We liked your profile/ }).check();
          await dialog.getByRole('button', { name: 'Send interest', exact: true }).click();
          const answer = await answered;
          assert.equal(
            answer.status,
            '001',
            `sendMemberRequest answered ${answer.status} "${answer.text}"`,
          );
          await waitForNotice(page, 'status', SENT_NOTICE);
          await card
            .getByText('Request Sent', { exact: true })
            .waitFor({ state: 'visible' })
            .catch(async () => {
              throw new Error(
                `B's card does not say "Request Sent": "${(await card.innerText()).replace(/\s+/g, ' ')}"`,
              );
            });
          await shot(page, 'a-request-sent');
        },
      );

      await step(
        'B sees A on /intrested_member with "Request Received", Accept and Reject',
        async () => {
          await loginThroughUi(s.B, B.email, B.password, { next: '/intrested_member' });
          const { page } = s.B;
          const received = page.getByRole('list', { name: 'Requests received' });
          await received.waitFor({ state: 'visible' }).catch(async () => {
            throw new Error(`no list "Requests received" ${await pageState(page)}`);
          });
          const card = received.getByRole('article', { name: A.name, exact: true });
          await card.waitFor({ state: 'visible' });
          await card.getByText('Request Received', { exact: true }).waitFor({ state: 'visible' });
          await card.getByRole('button', { name: /^Accept\b/ }).waitFor({ state: 'visible' });
          await card.getByRole('button', { name: /^Reject\b/ }).waitFor({ state: 'visible' });
          // A's note is shown to B (requirements §4.5.5).
          await card.getByText(/^Note from .*We liked your profile/).waitFor({ state: 'visible' });
          await shot(page, 'b-request-received');
        },
      );

      await step('B accepts: B’s card of A shows View Profile', async () => {
        const { page } = s.B;
        const card = page
          .getByRole('list', { name: 'Requests received' })
          .getByRole('article', { name: A.name, exact: true });
        const answered = nextAnswer(page, 'acceptRejFrdRequest');
        await card.getByRole('button', { name: /^Accept\b/ }).click();
        // Accepting asks once (requirements §4.5.6).
        const confirm = page.getByRole('dialog', { name: `Accept ${A.name}'s interest?` });
        await confirm.getByText(/contacts become visible to each other/).waitFor();
        await shot(page, 'b-accept-confirmation');
        await confirm.getByRole('button', { name: 'Accept', exact: true }).click();
        const answer = await answered;
        assert.equal(
          answer.status,
          '001',
          `acceptRejFrdRequest answered ${answer.status} "${answer.text}"`,
        );
        await card
          .getByRole('link', { name: /^View Profile\b/ })
          .waitFor({ state: 'visible' })
          .catch(async () => {
            throw new Error(
              `no View Profile link on A's card after accepting: "${(await card.innerText()).replace(/\s+/g, ' ')}"`,
            );
          });
        await shot(page, 'b-accepted');
      });

      await step(
        'A’s card of B shows View Profile; it opens B’s address and gallery photo',
        async () => {
          const { page } = s.A;
          await page.reload();
          const card = await waitForCard(page, B.name, 'on A’s /search_matching after B accepted');
          const link = card.getByRole('link', { name: /^View Profile\b/ });
          await link.waitFor({ state: 'visible' }).catch(async () => {
            throw new Error(
              `no View Profile link on B's card for A: "${(await card.innerText()).replace(/\s+/g, ' ')}"`,
            );
          });
          await link.click();
          await page.waitForURL(/\/member\/[^/]+$/);
          profileUrl = new URL(page.url()).pathname;
          const bio = page.getByRole('article', { name: B.name, exact: true });
          await bio.waitFor({ state: 'visible' }).catch(async () => {
            throw new Error(`no biodata of "${B.name}" ${await pageState(page)}`);
          });
          await bio
            .getByText(B_ADDRESS)
            .first()
            .waitFor({ state: 'visible' })
            .catch(async () => {
              throw new Error(
                `B's address "${B_ADDRESS}" is not on the profile ${await pageState(page)}`,
              );
            });
          const photo = bio.getByRole('img', { name: `Photo 1 of ${B.name}` });
          await photo.scrollIntoViewIfNeeded();
          await eventually(
            () => photo.evaluate((el) => el.complete && el.naturalWidth > 0),
            () => `B's gallery photo ("Photo 1 of ${B.name}") did not load for A`,
          );
          await shot(page, 'a-views-b');
        },
      );

      await step(
        'C opens the same profile URL and sees only the preview, no contacts',
        async () => {
          assert.ok(profileUrl, 'no profile URL from the step before');
          await loginThroughUi(s.C, C.email, C.password);
          const { page } = s.C;
          const answered = nextAnswer(page, 'getMemberProfile');
          await visit(page, profileUrl);
          const answer = await answered;
          assert.notEqual(answer.status, '1', 'getMemberProfile gave C the full profile of B');
          // Not accepted: the preview a member may read before an interest (issue #15 item 3).
          await page
            .getByRole('heading', { level: 1, name: B.name })
            .waitFor({ state: 'visible' })
            .catch(async () => {
              throw new Error(
                `C at ${profileUrl}: no preview headed "${B.name}"; ${await pageState(page)}`,
              );
            });
          const main = await page.locator('main').innerText();
          assert.ok(!main.includes(B_ADDRESS), 'C sees B’s address');
          assert.ok(!main.includes(B.mobile), 'C sees B’s mobile');
          assert.ok(!main.includes(B.email), 'C sees B’s email');
          await shot(page, 'c-preview');
        },
      );

      await step('C’s listing of B shows no address or phone', async () => {
        const { page } = s.C;
        const card = await searchByCity(page, B.name);
        const text = await card.innerText();
        assert.ok(!text.includes(B_ADDRESS), `C's card of B shows the address: "${text}"`);
        assert.ok(!text.includes(B.mobile), `C's card of B shows the mobile: "${text}"`);
        assert.ok(
          !/Address and contact/.test(text),
          `C's card of B has an address block: "${text}"`,
        );
        await shot(page, 'c-listing-of-b');
      });

      await step('no uncaught script errors on the way', async () => {
        for (const k of ['A', 'B', 'C'])
          assert.deepEqual(s[k].recorder.pageErrors, [], `member ${k}`);
      });
    },
  );

  test(
    '5. D sends interest to B, B rejects: D sees "Not Interested"',
    { timeout: 90_000 },
    async (t) => {
      setUp();
      const step = journey(t);
      const { B, D } = m;

      await step('D logs in, finds B and sends interest', async () => {
        await loginThroughUi(s.D, D.email, D.password);
        const { page } = s.D;
        const card = await searchByCity(page, B.name);
        const answered = nextAnswer(page, 'sendMemberRequest');
        await card.getByRole('button', { name: /^Send interest\b/ }).click();
        // No note this time: the dialog's own Send interest sends without one.
        await page
          .getByRole('dialog')
          .getByRole('button', { name: 'Send interest', exact: true })
          .click();
        const answer = await answered;
        assert.equal(
          answer.status,
          '001',
          `sendMemberRequest answered ${answer.status} "${answer.text}"`,
        );
        await card.getByText('Request Sent', { exact: true }).waitFor({ state: 'visible' });
      });

      await step('B rejects D’s request', async () => {
        const { page } = s.B;
        if (!new URL(page.url()).pathname.startsWith('/intrested_member'))
          await loginThroughUi(s.B, B.email, B.password, { next: '/intrested_member' });
        else await visit(page, '/intrested_member');
        const card = page
          .getByRole('list', { name: 'Requests received' })
          .getByRole('article', { name: D.name, exact: true });
        await card.waitFor({ state: 'visible' }).catch(async () => {
          throw new Error(
            `D's request is not among B's requests received; ${await pageState(page)}`,
          );
        });
        const answered = nextAnswer(page, 'acceptRejFrdRequest');
        await card.getByRole('button', { name: /^Reject\b/ }).click();
        const answer = await answered;
        assert.equal(
          answer.status,
          '001',
          `acceptRejFrdRequest answered ${answer.status} "${answer.text}"`,
        );
        await eventually(
          async () =>
            (await card.getByRole('button', { name: /^(Accept|Reject)\b/ }).count()) === 0,
          () => 'Accept/Reject are still on D’s card after rejecting',
        );
        await shot(page, 'b-rejected-d');
      });

      await step('D’s card of B says "Not Interested"', async () => {
        const { page } = s.D;
        await page.reload();
        const card = await waitForCard(page, B.name, 'on D’s /search_matching after B rejected');
        await card
          .getByText('Not Interested', { exact: true })
          .waitFor({ state: 'visible' })
          .catch(async () => {
            throw new Error(
              `B's card for D does not say "Not Interested": "${(await card.innerText()).replace(/\s+/g, ' ')}"`,
            );
          });
        assert.equal(
          await card.getByRole('link', { name: /^View Profile\b/ }).count(),
          0,
          'D is offered View Profile',
        );
        await shot(page, 'd-not-interested');
      });
    },
  );
});
