// The team console in Chromium (1366×768): `npm run team -- staff add` → sign in with the
// password and the TOTP code → the verification desk → open the registration a member made
// through the public form → her father's name and reference persons → Verify → she can log in.
// Then (issue #16 "Done means"): the inbox, a message replied to by mail (the reply in the
// outbox); a member suspended leaves another member's search at once and comes back when
// restored; an admin opens every screen of the navigation by keyboard (axe-clean, screenshotted,
// one item opened), rejects a second registration from the public form with a preset reason and
// words that the mail carries, and closes a member's report.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { REJECT_REASONS } from '../src/shared/domain/rejectReasons.ts';
import {
  outboxFiles,
  team,
  uniqueCity,
  uniqueIdentity,
  verifiedMember,
  waitForMail,
  wireLogin,
} from './lib/members.mjs';
import { call } from './lib/service.mjs';
import {
  eventually,
  loginThroughUi,
  nextAnswer,
  openMemberBrowser,
  pageState,
  searchOneByCity,
  tabTo,
  waitForNotice,
} from './lib/memberSession.mjs';
import { axeClean, screenshot, visit } from './lib/page.mjs';
import { registerThroughPublicForm } from './lib/registration.mjs';
import { addStaff, signInStaff, STAFF_PASSWORD } from './lib/staff.mjs';
import { journey } from './lib/steps.mjs';
import { totpCode } from './lib/totp.mjs';

const shot = (page, slug) => screenshot(page, 'desktop', `console-${slug}`);

/** Waits until a console screen has its heading and nothing on it is still loading. */
async function screenReady(page, where) {
  await eventually(
    async () =>
      (await page.locator('main h1').first().isVisible()) &&
      (await page.locator('main .loading-state').count()) === 0 &&
      // A rich-text field is busy until its editor's chunk arrives: axe must see the editor (its
      // toolbar's names were once missed because the check ran before the chunk).
      (await page.locator('main [aria-busy="true"]').count()) === 0,
    () => `${where} never finished loading`,
  ).catch(async (e) => {
    throw new Error(`${e.message}; ${await pageState(page)}`);
  });
}

/** The console's navigation links as the signed-in role sees them: { href, label, slug }. */
const navLinks = (page) =>
  page
    .getByRole('navigation', { name: 'Console' })
    .getByRole('link')
    .evaluateAll((links) =>
      links.map((a) => ({
        href: a.getAttribute('href'),
        label: a.textContent.replace(/\s+\d+$/, '').trim(),
        slug: a
          .getAttribute('href')
          .replace(/^\/team\//, '')
          .replace(/\W+/g, '-'),
      })),
    );

/**
 * Opens one screen from the navigation by keyboard, checks it with axe and screenshots it; where
 * its list links to items (a registration, a message, a member, a report), opens the first one
 * by keyboard too. A screen whose list needs a search first (Members) is searched for `query`.
 */
async function walkScreen(page, { href, label, slug }, query) {
  const link = page.getByRole('navigation', { name: 'Console' }).locator(`a[href="${href}"]`);
  await tabTo(page, link, 200);
  await page.keyboard.press('Enter');
  await page.waitForURL((u) => u.pathname === href);
  // The URL changes before the screen renders: until its own heading shows, the page may still
  // be the last screen's item (seen: Members read as having no search form).
  await page.getByRole('heading', { level: 1, name: label, exact: true }).waitFor();
  await screenReady(page, label);
  const main = page.locator('main');
  const search = main.getByRole('search');
  // A screen that lists nothing until searched (Members) is searched first; one that shows its
  // items at once, as a table or a named list (Media's pictures), is not.
  const listed = await main.locator('table, ul[aria-label]').count();
  if ((await search.count()) > 0 && listed === 0) {
    await tabTo(page, search.getByRole('textbox').first());
    await page.keyboard.type(query);
    await page.keyboard.press('Enter');
    await main.locator('table').first().waitFor();
    await screenReady(page, `${label} after a search`);
  }
  await axeClean(page, `the ${label} screen`);
  const item = main.locator('table tbody tr').first().getByRole('link').first();
  if ((await item.count()) === 0) {
    await shot(page, `screen-${slug}`);
    return null;
  }
  const heading = await page.locator('main h1').first().innerText();
  await tabTo(page, item, 200);
  // Taken with the focus on the item's link: the shot shows its focus ring.
  await shot(page, `screen-${slug}`);
  await page.keyboard.press('Enter');
  await eventually(
    async () => (await page.locator('main h1').first().innerText()) !== heading,
    () => `the first item of ${label} never opened`,
  );
  await screenReady(page, `an item of ${label}`);
  await axeClean(page, `an item of ${label}`);
  await shot(page, `screen-${slug}-item`);
  return new URL(page.url()).pathname;
}

/** Runs /search_matching's City search again; waits for "no members match". */
async function searchFindsNobody(page, city) {
  await visit(page, '/search_matching');
  const answered = nextAnswer(page, 'getMembers');
  await page.getByRole('search').getByLabel(/^City/).fill(city);
  const answer = await answered;
  assert.equal(answer.status, '1', `getMembers answered ${answer.status} "${answer.text}"`);
  await page
    .getByText(/^No members match these filters\./)
    .waitFor({ state: 'visible' })
    .catch(async () => {
      throw new Error(`a search by "${city}" still finds someone; ${await pageState(page)}`);
    });
}

/** A member's card in the search list, by name. */
const cardOf = (page, name) => page.getByRole('article', { name, exact: true });

describe('the team console (desktop)', () => {
  let browser;
  // Members the later journeys share: a man who searches and reports, a woman who is suspended
  // and restored, and a woman he reports. Each woman lives in a city of this run only, so a
  // search by it finds her and nobody else; the gotras differ (same-gotra matches are hidden).
  const CITY = { kept: uniqueCity('Beawar'), reported: uniqueCity('Tonk') };
  const m = {};
  let ready = null;
  let seeker = null;
  before(async () => {
    browser = await openMemberBrowser();
    try {
      const woman = (first, city, self_goutra, mama_goutra) =>
        verifiedMember(uniqueIdentity(first), {
          gender: 'Female',
          city_nm: city,
          self_goutra,
          mama_goutra,
        });
      m.seeker = await verifiedMember(uniqueIdentity('Naveen'), {
        gender: 'Male',
        city_nm: 'Ajmer',
        self_goutra: 'Garg',
        mama_goutra: 'Bansal',
      });
      m.kept = await woman('Ishita', CITY.kept, 'Mittal', 'Goyal');
      m.reported = await woman('Rekha', CITY.reported, 'Singhal', 'Airan');
      ready = true;
    } catch (e) {
      ready = e;
    }
  });
  after(() => browser?.close());
  const setUp = () =>
    assert.equal(ready, true, `setting up the members failed: ${ready?.stack ?? ready}`);

  /** The man's page, logged in through the form the first time it is asked for. */
  async function seekerPage() {
    if (!seeker) {
      const session = await browser.session('seeker');
      await loginThroughUi(session, m.seeker.email, m.seeker.password);
      seeker = session;
    }
    return seeker.page;
  }

  test(
    'staff add → sign in with TOTP → open a registration from the public form → Verify → she logs in',
    { timeout: 180_000 },
    async (t) => {
      const step = journey(t);
      const me = {
        ...uniqueIdentity('Meera'),
        father: 'Ramesh Chand Jain',
        refOne: 'Suresh Gupta',
        refTwo: 'Anita Sharma',
      };
      const password = 'quiet harbour lamp';
      const staffEmail = `${uniqueIdentity('desk').email}`;
      let uri = '';

      const member = await browser.session('member');
      await step('a member registers through the public form', async () => {
        await registerThroughPublicForm(member.page, me, password);
      });

      await step('npm run team -- staff add prints an otpauth:// URI', async () => {
        process.env.STAFF_PASSWORD = STAFF_PASSWORD;
        const r = team('staff', 'add', staffEmail, '--role', 'verifier');
        delete process.env.STAFF_PASSWORD;
        assert.equal(r.code, 0, `staff add exited ${r.code}: ${r.err || r.out}`);
        uri = r.out.split('\n').find((l) => l.startsWith('otpauth://totp/')) ?? '';
        assert.ok(uri, `no otpauth URI in: ${r.out}`);
      });

      const staff = await browser.session('staff');
      const { page } = staff;
      await step('/team: sign in with the password (keyboard only), axe-clean', async () => {
        await visit(page, '/team');
        const email = page.getByLabel(/^Email/);
        await email.waitFor({ state: 'visible' });
        assert.equal(
          await page.locator('meta[name="robots"]').getAttribute('content'),
          'noindex, nofollow',
        );
        await axeClean(page, 'the sign-in screen');
        await shot(page, 'signin');
        await tabTo(page, email);
        await page.keyboard.type(staffEmail);
        await page.keyboard.press('Tab');
        await page.keyboard.type(STAFF_PASSWORD);
        await page.keyboard.press('Enter');
        await page.getByLabel(/6-digit code/).waitFor({ state: 'visible' });
      });

      await step(
        'the TOTP code step: a wrong code is refused, the right one signs in',
        async () => {
          await axeClean(page, 'the code screen');
          await shot(page, 'code');
          const code = page.getByLabel(/6-digit code/);
          const right = totpCode(uri);
          await code.fill(right === '000000' ? '111111' : '000000');
          await page.keyboard.press('Enter');
          await page
            .getByRole('alert')
            .filter({ hasText: /not correct/ })
            .waitFor();
          await shot(page, 'code-refused');
          await code.fill(totpCode(uri));
          await page.keyboard.press('Enter');
          await page.getByRole('heading', { level: 1, name: 'Verification desk' }).waitFor();
        },
      );

      await step(
        'the desk lists her registration with the waiting time and the pending count',
        async () => {
          const nav = page.getByRole('navigation', { name: 'Console' });
          await eventually(
            async () => /Verification desk \d+/.test(await nav.innerText()),
            () => 'no pending count in the console navigation',
          );
          const row = page.getByRole('row').filter({ hasText: me.email });
          await row.waitFor();
          assert.match(await row.innerText(), /minute/);
          await axeClean(page, 'the desk list');
          await shot(page, 'desk-list');
          const link = row.getByRole('link', { name: `${me.first} Jain` });
          await tabTo(page, link, 80);
          await page.keyboard.press('Enter');
        },
      );

      await step(
        'her registration shows her father’s name and both reference persons',
        async () => {
          await page.getByRole('heading', { level: 1, name: `${me.first} Jain` }).waitFor();
          const family = page.getByRole('region', { name: 'Family' });
          assert.match(await family.innerText(), new RegExp(me.father));
          const refs = page.getByRole('region', { name: 'Reference persons' });
          const refsText = await refs.innerText();
          for (const expected of [me.refOne, me.refTwo, '9822233344', '9833344455'])
            assert.match(refsText, new RegExp(expected));
          await axeClean(page, 'the registration');
          await shot(page, 'desk-detail');
        },
      );

      await step('Verify (by keyboard): back to the queue with the outcome', async () => {
        const verify = page.getByRole('button', { name: 'Verify' });
        await verify.focus();
        const answered = nextAnswer(page, 'deskVerify');
        await page.keyboard.press('Enter');
        const answer = await answered;
        assert.equal(answer.status, '001', `deskVerify answered ${answer.status} "${answer.text}"`);
        await page.getByRole('status').filter({ hasText: 'has been verified' }).waitFor();
        // The queue is fetched again after the decision: her row goes.
        await page.getByRole('row').filter({ hasText: me.email }).waitFor({ state: 'detached' });
        await axeClean(page, 'the desk after a decision');
        await shot(page, 'desk-after-verify');
      });

      await step('she can log in now', async () => {
        await loginThroughUi(member, me.email, password, { shot: 'console-member-login' });
      });

      await step('sign out ends the staff session', async () => {
        await page.getByRole('button', { name: 'Sign out' }).click();
        await page.getByText('You have signed out.').waitFor();
        await page.getByLabel(/^Email/).waitFor();
      });
    },
  );

  test(
    'the inbox: a message handled; members: suspended, she leaves another member’s search at once; restored',
    { timeout: 180_000 },
    async (t) => {
      setUp();
      const step = journey(t);
      const writer = uniqueIdentity('Kiran');
      const who = m.kept;
      const staffEmail = uniqueIdentity('office').email;
      let uri = '';

      await step('a visitor writes to us; a verifier is added and signs in', async () => {
        const sent = await call(
          'addContactRequest',
          {
            _name: `${writer.first} Jain`,
            contact_no: writer.mobile,
            email: writer.email,
            message: `Please call me back about the registration (${writer.tag}).`,
          },
          { onlyCms: false },
        );
        assert.equal(
          sent.status,
          '001',
          `addContactRequest answered ${sent.status} "${sent.text}"`,
        );
        uri = addStaff(staffEmail, 'verifier');
      });

      const staff = await browser.session('office');
      const { page } = staff;
      await step('sign in with the password and the code', async () => {
        await signInStaff(page, staffEmail, uri);
      });

      await step('the inbox from the navigation (keyboard), with its unhandled count', async () => {
        const nav = page.getByRole('navigation', { name: 'Console' });
        const link = nav.getByRole('link', { name: /^Write to Us/ });
        await eventually(
          async () => /Write to Us \d+/.test(await link.innerText()),
          () => 'no unhandled count beside Write to Us',
        );
        await tabTo(page, link);
        await page.keyboard.press('Enter');
        await page.getByRole('heading', { level: 1, name: 'Write to Us' }).waitFor();
        const row = page.getByRole('row').filter({ hasText: writer.tag });
        await row.waitFor();
        assert.match(await row.innerText(), /\d{1,2} [A-Z][a-z]{2} \d{4}, \d{2}:\d{2}/);
        assert.match(await row.innerText(), /Not yet/);
        await axeClean(page, 'the inbox');
        await shot(page, 'inbox');
        await row.getByRole('link', { name: `${writer.first} Jain` }).click();
      });

      await step('the message, marked handled with a note', async () => {
        await page
          .getByRole('heading', { level: 1, name: `Message from ${writer.first} Jain` })
          .waitFor();
        await axeClean(page, 'a message');
        await page.getByLabel(/What was done/).fill('Called back; she will register.');
        const answered = nextAnswer(page, 'inboxHandle');
        await page.getByRole('button', { name: 'Mark handled' }).click();
        const answer = await answered;
        assert.equal(
          answer.status,
          '001',
          `inboxHandle answered ${answer.status} "${answer.text}"`,
        );
        await page.getByRole('status').filter({ hasText: 'marked handled' }).waitFor();
        await page
          .getByText(/Called back; she will register\./)
          .first()
          .waitFor();
        await shot(page, 'inbox-handled');
      });

      await step(
        'the message answered by mail from the console: the reply is in the outbox',
        async () => {
          const before = outboxFiles();
          const words = `Thank you, ${writer.first}. Registration is open on the site; call us if stuck.`;
          await page.getByLabel('Reply', { exact: true }).fill(words);
          const answered = nextAnswer(page, 'inboxReply');
          await page.getByRole('button', { name: 'Send reply' }).click();
          const answer = await answered;
          assert.equal(
            answer.status,
            '001',
            `inboxReply answered ${answer.status} "${answer.text}"`,
          );
          await page
            .getByRole('status')
            .filter({ hasText: `Reply sent to ${writer.email}.` })
            .waitFor();
          await page.getByRole('list', { name: 'Replies' }).getByText(words).waitFor();
          const { mail } = await waitForMail(
            writer.email,
            /Registration is open on the site/,
            before,
          );
          assert.match(mail.text, new RegExp(`Thank you, ${writer.first}\\.`));
          await axeClean(page, 'a message with its reply');
          await shot(page, 'inbox-replied');
        },
      );

      await step('another member, logged in, finds her by her city', async () => {
        const seen = await seekerPage();
        await searchOneByCity(seen, CITY.kept);
        await cardOf(seen, who.name).waitFor({ state: 'visible' });
      });

      await step('members: find her by email and suspend her with a reason', async () => {
        await page
          .getByRole('navigation', { name: 'Console' })
          .getByRole('link', { name: 'Members' })
          .click();
        await page.getByRole('heading', { level: 1, name: 'Members' }).waitFor();
        await page.getByLabel(/Name, email, mobile or member number/).fill(who.email);
        await page.keyboard.press('Enter');
        await page.getByRole('link', { name: who.name }).click();
        await page.getByRole('heading', { level: 1, name: who.name }).waitFor();
        await axeClean(page, 'a member');
        await page.getByLabel(/Reason for suspending/).fill('Reported for rude messages.');
        const answered = nextAnswer(page, 'memberSuspend');
        await page.getByRole('button', { name: 'Suspend' }).click();
        const answer = await answered;
        assert.equal(
          answer.status,
          '001',
          `memberSuspend answered ${answer.status} "${answer.text}"`,
        );
        await page.getByRole('status').filter({ hasText: 'has been suspended' }).waitFor();
        await page.getByText(/This member is suspended/).waitFor();
        await axeClean(page, 'a suspended member');
        await shot(page, 'member-suspended');
      });

      await step('the same search of the other member no longer shows her', async () => {
        await searchFindsNobody(await seekerPage(), CITY.kept);
      });

      await step('she cannot log in, and is told so plainly', async () => {
        const refused = await call(
          'logint',
          { p1: who.email, p2: who.password },
          { onlyCms: false },
        );
        assert.equal(refused.status, 'not_validated');
        assert.match(refused.text, /suspended/);
      });

      await step('restore with a reason: she logs in and is found again', async () => {
        await page.getByLabel(/Reason for restoring/).fill('Spoke with her father.');
        await page.getByRole('button', { name: 'Restore' }).click();
        await page.getByRole('status').filter({ hasText: 'suspension has been lifted' }).waitFor();
        await page.getByRole('button', { name: 'Suspend' }).waitFor();
        assert.ok(await wireLogin(who.email, who.password));
        const seen = await seekerPage();
        await searchOneByCity(seen, CITY.kept);
        await cardOf(seen, who.name).waitFor({ state: 'visible' });
      });
    },
  );

  test(
    'an admin opens every screen by keyboard, rejects a registration with a reason the mail carries, closes a report',
    { timeout: 240_000 },
    async (t) => {
      setUp();
      const step = journey(t);
      const applicant = {
        ...uniqueIdentity('Pooja'),
        father: 'Mahesh Jain',
        refOne: 'Kamal Bansal',
        refTwo: 'Ritu Goyal',
      };
      const writer = uniqueIdentity('Lata');
      const adminEmail = uniqueIdentity('admin').email;
      const reportWords = `The photos are of a film actress (${applicant.tag}).`;
      const rejectWords = `Both reference persons said they do not know her (${applicant.tag}).`;
      let uri = '';

      await step('a second registration comes through the public form', async () => {
        const session = await browser.session('applicant');
        await registerThroughPublicForm(session.page, applicant, 'calm river evening');
        await session.context.close();
      });

      await step('a member reports another from her search card', async () => {
        const page = await seekerPage();
        await searchOneByCity(page, CITY.reported);
        const card = cardOf(page, m.reported.name);
        await card.getByRole('button', { name: `Report ${m.reported.name}`, exact: true }).click();
        const dialog = page.getByRole('dialog', { name: `Report ${m.reported.name}` });
        await dialog.getByLabel(/^Reason/).selectOption({ label: 'Fake profile' });
        await dialog.getByLabel(/^What happened/).fill(reportWords);
        const answered = nextAnswer(page, 'reportMember');
        await dialog.getByRole('button', { name: 'Send report' }).click();
        const answer = await answered;
        assert.equal(
          answer.status,
          '001',
          `reportMember answered ${answer.status} "${answer.text}"`,
        );
        await waitForNotice(page, 'status', 'Thank you. Our team will look into your report');
        await dialog.getByRole('button', { name: 'Done' }).click();
      });

      await step('a visitor writes to us; an admin is added and signs in', async () => {
        const sent = await call(
          'addContactRequest',
          {
            _name: `${writer.first} Sharma`,
            contact_no: writer.mobile,
            email: writer.email,
            message: `Is there a fee for registering? (${writer.tag})`,
          },
          { onlyCms: false },
        );
        assert.equal(sent.status, '001', `addContactRequest answered ${sent.status}`);
        uri = addStaff(adminEmail, 'admin');
      });

      const { page } = await browser.session('admin');
      await step('sign in as the admin', async () => {
        await signInStaff(page, adminEmail, uri);
      });

      let screens = [];
      await step('the navigation lists the admin’s screens', async () => {
        screens = await navLinks(page);
        const labels = screens.map((s) => s.label);
        for (const expected of [
          'Verification desk',
          'Write to Us',
          'Members',
          'Reports',
          'Audit log',
          'Staff',
        ])
          assert.ok(
            labels.includes(expected),
            `no "${expected}" in the navigation: ${labels.join(', ')}`,
          );
      });

      // One step per screen, from the navigation as it is at run time: screens added to
      // staffScreens.ts are walked without a change here.
      const opened = {};
      for (const screen of screens)
        await step(
          `${screen.label}: opened by keyboard, axe-clean, screenshotted; its first item too`,
          async () => {
            opened[screen.slug] = await walkScreen(page, screen, m.reported.email);
          },
        );

      await step('a registration, a message and a member file were among the items', async () => {
        for (const [slug, path] of [
          ['desk', /^\/team\/desk\/\d+$/],
          ['inbox', /^\/team\/inbox\/\d+$/],
          ['members', /^\/team\/members\/\d+$/],
        ])
          assert.match(opened[slug] ?? '(none)', path, `no item of ${slug} was opened`);
      });

      await step(
        'the desk: reject the second registration with a preset reason and words',
        async () => {
          const nav = page.getByRole('navigation', { name: 'Console' });
          await tabTo(page, nav.getByRole('link', { name: /^Verification desk/ }), 200);
          await page.keyboard.press('Enter');
          const row = page.getByRole('row').filter({ hasText: applicant.email });
          await row.getByRole('link', { name: `${applicant.first} Jain` }).click();
          await page.getByRole('heading', { level: 1, name: `${applicant.first} Jain` }).waitFor();
          await page.getByRole('button', { name: 'Reject…' }).click();
          await page.getByLabel(/^Reason/).selectOption({ label: REJECT_REASONS.references });
          await page.getByLabel(/^In your words/).fill(rejectWords);
          await axeClean(page, 'the reject form');
          await shot(page, 'desk-reject');
          const before = outboxFiles();
          const answered = nextAnswer(page, 'deskReject');
          await page.getByRole('button', { name: 'Reject the registration' }).click();
          const answer = await answered;
          assert.equal(
            answer.status,
            '001',
            `deskReject answered ${answer.status} "${answer.text}"`,
          );
          await page.getByRole('status').filter({ hasText: 'has been rejected' }).waitFor();
          await row.waitFor({ state: 'detached' });
          const { mail } = await waitForMail(applicant.email, /Reason:/, before);
          const text = mail.text.replace(/\s+/g, ' ');
          assert.ok(
            text.includes(REJECT_REASONS.references),
            `the mail lacks the preset reason: ${text}`,
          );
          assert.ok(text.includes(rejectWords), `the mail lacks the desk's words: ${text}`);
        },
      );

      await step('Reports: the member’s report is listed, then closed', async () => {
        const nav = page.getByRole('navigation', { name: 'Console' });
        await tabTo(page, nav.getByRole('link', { name: /^Reports/ }), 200);
        await page.keyboard.press('Enter');
        await page.getByRole('heading', { level: 1, name: 'Reports' }).waitFor();
        const row = page.getByRole('row').filter({ hasText: reportWords });
        await row.waitFor();
        assert.match(await row.innerText(), new RegExp(m.reported.name));
        assert.match(await row.innerText(), new RegExp(m.seeker.name));
        assert.match(await row.innerText(), /Fake profile/);
        await row.getByRole('button', { name: /^Close…/ }).click();
        // The outcome radios (when the close form has them): no action was needed.
        const noAction = page.getByRole('radio', { name: 'No action' });
        if ((await noAction.count()) > 0) await noAction.check();
        await page.getByLabel(/^Note/).fill('The photos are her own; checked with her family.');
        await axeClean(page, 'the close form');
        await shot(page, 'report-close');
        const answered = nextAnswer(page, 'reportClose');
        await page.getByRole('button', { name: 'Close the report' }).click();
        const answer = await answered;
        assert.equal(
          answer.status,
          '001',
          `reportClose answered ${answer.status} "${answer.text}"`,
        );
        await row.waitFor({ state: 'detached' });
      });
    },
  );
});
