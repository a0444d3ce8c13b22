// The member's whole journey (requirements §1.4, §4.7, issue #15), at 1366×768 and at 390×844:
// a family registers through the public form, reads what happens next and adds a photo with the
// link mailed to her; the team verifies her in the console; she logs in, follows the greeting on
// /home to her dashboard, fills About me and her partner preferences on My Profile and finds a
// man in Matches for you; she searches, opens his profile from the results by its name and sends
// an interest with a note; he logs in, finds it on his dashboard and accepts after the
// confirmation; each then sees the other's contacts. Then the same search → profile → send by
// keyboard alone. Every screen is checked with axe and screenshotted (e2e/screenshots/
// <viewport>-journey-*.png).
import assert from 'node:assert/strict';
import { rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, test } from 'node:test';
import {
  makeJpeg,
  outboxFiles,
  uniqueCity,
  uniqueIdentity,
  verifiedMember,
  waitForMail,
} from './lib/members.mjs';
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
import { axeClean, dismissPopup, screenshot, scrollThrough, snapshot, visit } from './lib/page.mjs';
import { registerThroughPublicForm } from './lib/registration.mjs';
import { addStaff, signInStaff } from './lib/staff.mjs';
import { journey } from './lib/steps.mjs';
import { chooseAndUsePhoto } from './lib/photoPicker.mjs';
import { A4, printedPdf } from './lib/print.mjs';

const SENT_NOTICE =
  'Request send to member, you can view profile once member will accept your request';
const THANKS =
  'Thanks for your Registration, Our team will contact soon for the verification process...';

/** A member's card in a list on the page, by the member's name. */
const cardOf = (scope, name) => scope.getByRole('article', { name, exact: true });

/** Waits until `locator` shows, else throws with `what` and what the page showed. */
async function shows(page, locator, what) {
  await locator.waitFor({ state: 'visible' }).catch(async () => {
    const viewport = page.viewportSize().width < 600 ? 'phone' : 'desktop';
    const slug = `journey-failed-${what.replace(/\W+/g, '-').slice(0, 60)}`;
    await screenshot(page, viewport, slug).catch(() => {});
    throw new Error(
      `${what} is not shown (screenshot ${viewport}-${slug}.png); ${await pageState(page)}`,
    );
  });
  return locator;
}

const digits = (s) => s.replace(/\D/g, '');

for (const viewport of ['desktop', 'phone']) {
  describe(`the member journey (${viewport})`, () => {
    let browser;
    const m = {};
    let staff = null;
    let ready = null;
    // The man she finds lives in a city of this run only (so do the man of the keyboard walk):
    // a search by it finds him alone, and her preferred city lets only him into her matches.
    // Each viewport's men have cities of their own.
    const CITY = {
      match: uniqueCity(`Pali ${viewport}`),
      keyboard: uniqueCity(`Sikar ${viewport}`),
    };
    const session = {};
    /**
     * Checks the page with axe and that nothing runs past the screen's right edge, and
     * screenshots it as `<viewport>-journey-<slug>.png`.
     */
    const look = async (page, slug, where, options) => {
      await screenshot(page, viewport, `journey-${slug}`, options);
      await axeClean(page, `${where} (${viewport})`);
      const { overflow } = await snapshot(page);
      assert.equal(overflow, null, `${where} (${viewport}) is wider than the screen`);
      // The member tab bar scrolls sideways on a phone: the current screen's tab is in view.
      const tabs = page.getByRole('navigation', { name: 'Members area' }).getByRole('list');
      const current = tabs.locator('[aria-current="page"]');
      if ((await current.count()) === 1) {
        const [bar, tab] = [await tabs.boundingBox(), await current.boundingBox()];
        assert.ok(
          tab.x >= bar.x - 1 && tab.x + tab.width <= bar.x + bar.width + 1,
          `${where} (${viewport}): the current tab is scrolled out of the tab bar`,
        );
      }
    };
    const DIALOG = { fullPage: false };

    before(async () => {
      browser = await openMemberBrowser();
      try {
        m.him = await verifiedMember(uniqueIdentity('Karan'), {
          gender: 'Male',
          city_nm: CITY.match,
          address: '9 Station Road, Ward 4',
          self_goutra: 'Garg',
          mama_goutra: 'Bansal',
        });
        m.keyboard = await verifiedMember(uniqueIdentity('Vivek'), {
          gender: 'Male',
          city_nm: CITY.keyboard,
          self_goutra: 'Singhal',
          mama_goutra: 'Airan',
        });
        const email = uniqueIdentity('desk').email;
        staff = { email, uri: addStaff(email, 'verifier') };
        ready = true;
      } catch (e) {
        ready = e;
      }
    });
    after(() => browser?.close());

    const setUp = () =>
      assert.equal(ready, true, `setting up the members failed: ${ready?.stack ?? ready}`);

    const me = {
      ...uniqueIdentity('Nisha'),
      father: 'Mahendra Jain',
      refOne: 'Kamal Bansal',
      refTwo: 'Ritu Goyal',
    };
    const name = `${me.first} Jain`;
    const password = 'saffron kite morning';
    const note = `Namaste from ${me.first}'s family; we would like to talk (${me.tag}).`;

    test(
      'register with a photo → verified → dashboard → preferences → matches → search → profile → interest → accepted → contacts',
      { timeout: 420_000 },
      async (t) => {
        setUp();
        const step = journey(t);
        session.her = await browser.session('her', viewport);
        session.staff = await browser.session('staff', viewport);
        session.him = await browser.session('him', viewport);
        const { page } = session.her;
        const him = m.him;
        let before = [];
        let photoPath = '';
        /** His /member/… address, from his name's link in her search. */
        let hisProfile = '';

        await step(
          'the Registration Form, filled: axe-clean; sent, "What happens next"',
          async () => {
            before = outboxFiles();
            await registerThroughPublicForm(
              page,
              me,
              password,
              {},
              async () => await look(page, 'registration-form', 'the filled Registration Form'),
            );
            await waitForNotice(page, 'status', THANKS);
            await shows(
              page,
              page.getByRole('heading', { level: 1, name: 'What happens next' }),
              'the "What happens next" heading',
            );
            await look(page, 'what-happens-next', 'What happens next');
          },
        );

        await step('the mailed /add_photos link adds her profile photo', async () => {
          const { match } = await waitForMail(me.email, /(\/add_photos\?t=[\w-]+)/, before);
          await visit(page, match[1]);
          await dismissPopup(page);
          await shows(
            page,
            page.getByRole('heading', { level: 1, name: 'Add your photos' }),
            'the "Add your photos" heading',
          );
          await shows(page, page.getByText('No photos yet.'), '"No photos yet."');
          await look(page, 'add-photos', 'Add your photos');
          photoPath = join(tmpdir(), `e2e-journey-${me.tag}.jpg`);
          writeFileSync(photoPath, await makeJpeg(360, 480, 120));
          t.after(() => rmSync(photoPath, { force: true }));
          const answered = nextAnswer(page, 'uploadPendingPhoto', 15_000);
          await chooseAndUsePhoto(page, 'Add a profile photo', photoPath);
          const answer = await answered;
          assert.equal(
            answer.status,
            '001',
            `uploadPendingPhoto answered ${answer.status} "${answer.text}"`,
          );
          const photo = page
            .getByRole('list', { name: 'Your photos' })
            .getByRole('img', { name: 'Your profile photo' });
          await shows(page, photo, 'her profile photo on the add-photos page');
          await eventually(
            () => photo.evaluate((img) => img.complete && img.naturalWidth > 0),
            () => 'her profile photo never loaded on the add-photos page',
          );
          await look(page, 'add-photos-added', 'Add your photos with a photo');
        });

        await step('the team verifies her at the desk, her photo beside her biodata', async () => {
          const desk = session.staff.page;
          await signInStaff(desk, staff.email, staff.uri);
          const row = desk.getByRole('row').filter({ hasText: me.email });
          await shows(desk, row, 'her row on the desk');
          await look(desk, 'desk', 'the verification desk');
          await row.getByRole('link', { name }).click();
          await shows(
            desk,
            desk.getByRole('heading', { level: 1, name }),
            'her registration’s heading',
          );
          const photo = desk.getByRole('img', { name: `${name}, profile photo` });
          await shows(desk, photo, 'her photo on the desk');
          await look(desk, 'desk-registration', 'her registration at the desk');
          const answered = nextAnswer(desk, 'deskVerify');
          await desk.getByRole('button', { name: 'Verify' }).click();
          const answer = await answered;
          assert.equal(
            answer.status,
            '001',
            `deskVerify answered ${answer.status} "${answer.text}"`,
          );
          await shows(
            desk,
            desk.getByRole('status').filter({ hasText: 'has been verified' }),
            'the "has been verified" notice',
          );
          await screenshot(desk, viewport, 'journey-desk-verified');
        });

        await step('she logs in (the login page axe-clean) and is greeted on /home', async () => {
          await visit(page, '/login');
          await dismissPopup(page);
          await shows(page, page.getByRole('form', { name: 'Login' }), 'the Login form');
          await look(page, 'login', 'the login page');
          await loginThroughUi(session.her, me.email, password);
          // The home page's pictures load as they are scrolled to; the screenshot shows them.
          await scrollThrough(page, session.her.recorder);
          await look(page, 'home-greeting', '/home with the greeting');
        });

        await step('the greeting’s link leads to her dashboard', async () => {
          const greeting = page.getByRole('region', { name: /^Welcome back, / });
          await greeting.getByRole('link', { name: 'Go to your dashboard' }).click();
          await page.waitForURL((u) => u.pathname === '/dashboard');
          await shows(
            page,
            page.getByRole('heading', { level: 1, name: `Welcome, ${me.first}` }),
            `the dashboard's "Welcome, ${me.first}"`,
          );
          await shows(
            page,
            page.getByRole('region', { name: 'Your verification' }).getByText(/verified/),
            'her verification status',
          );
          // No preferences yet: the matches ask for them.
          await shows(
            page,
            page
              .getByRole('region', { name: 'Matches for you' })
              .getByRole('link', { name: /^Add your partner preferences/ }),
            'the link asking for partner preferences',
          );
          await look(page, 'dashboard', 'her dashboard');
        });

        await step('My Profile: About me and her partner preferences, saved', async () => {
          await visit(page, '/my_profile');
          const form = page.getByRole('region', { name: 'Your details' });
          await shows(page, form, 'the "Your details" form');
          const group = (legend) => form.getByRole('group', { name: legend, exact: true });
          await form
            .getByRole('textbox', { name: 'About me' })
            .fill('A chartered accountant in Ajmer who loves cooking and old songs.');
          await form.getByLabel("Partner's youngest age").fill('25');
          await form.getByLabel("Partner's oldest age").fill('32');
          await form.getByLabel("Partner's lowest height (feet)").selectOption({ label: '5 ft' });
          await form.getByLabel("Partner's lowest height (inches)").selectOption({ label: '6 in' });
          await form.getByLabel("Partner's highest height (feet)").selectOption({ label: '6 ft' });
          await form
            .getByLabel("Partner's highest height (inches)")
            .selectOption({ label: '0 in' });
          for (const option of ['Graduation', 'Post Graduation'])
            await group("Partner's education")
              .getByRole('checkbox', { name: option, exact: true })
              .check();
          await group("Partner's marital status")
            .getByRole('checkbox', { name: 'Unmarried', exact: true })
            .check();
          await form.getByLabel("Partner's state").selectOption({ label: 'Rajasthan' });
          await form.getByLabel("Partner's city").fill(CITY.match);
          await group('Manglik').getByRole('radio', { name: 'Only non-Manglik' }).check();
          const answered = nextAnswer(page, 'update_profile');
          await form.getByRole('button', { name: 'Save changes' }).click();
          const answer = await answered;
          assert.equal(
            answer.status,
            '001',
            `update_profile answered ${answer.status} "${answer.text}"`,
          );
          await waitForNotice(page, 'status', answer.text.trim());
          // Her photo, added before she was verified, is hers on My Profile too.
          await shows(
            page,
            page.getByRole('img', { name: 'Your profile photo' }),
            'her profile photo on My Profile',
          );
          await look(page, 'my-profile-saved', 'My Profile after saving');
        });

        await step('her dashboard lists him in Matches for you', async () => {
          await visit(page, '/dashboard');
          const matches = page.getByRole('region', { name: 'Matches for you' });
          await shows(
            page,
            cardOf(matches.getByRole('list', { name: 'Matches for you' }), him.name),
            `${him.name} among her matches`,
          );
          await look(page, 'dashboard-matches', 'the dashboard with her matches');
        });

        await step('she searches by his city and finds only him', async () => {
          await searchOneByCity(page, CITY.match);
          await shows(page, cardOf(page, him.name), `${him.name}'s card`);
          await look(page, 'search', 'Search Matching');
        });

        await step(
          'his name in the results opens his profile: his name as heading, "Send interest"',
          async () => {
            const card = cardOf(page, him.name);
            const link = card.getByRole('link', { name: him.name, exact: true });
            await shows(page, link, `a link named "${him.name}" on his card`);
            await link.click();
            await page.waitForURL(/\/member\/[^/?#]+$/);
            hisProfile = new URL(page.url()).pathname;
            await shows(
              page,
              page.getByRole('heading', { level: 1, name: him.name }),
              `the profile's heading "${him.name}"`,
            );
            await shows(
              page,
              page.getByRole('button', { name: /^Send interest\b/ }),
              'the "Send interest" button on his profile',
            );
            await look(page, 'profile-preview', 'his profile (preview)');
          },
        );

        await step('she sends an interest with a note of her own, from his profile', async () => {
          await page
            .locator('main')
            .getByRole('button', { name: /^Send interest\b/ })
            .click();
          const dialog = page.getByRole('dialog', { name: `Send an interest to ${him.name}` });
          await shows(page, dialog, 'the note dialog');
          await dialog.getByRole('radio', { name: 'Write my own note' }).check();
          await dialog.getByLabel('Your note').fill(note);
          await look(page, 'send-interest-dialog', 'the note dialog', DIALOG);
          const answered = nextAnswer(page, 'sendMemberRequest');
          await dialog.getByRole('button', { name: 'Send interest', exact: true }).click();
          const answer = await answered;
          assert.equal(
            answer.status,
            '001',
            `sendMemberRequest answered ${answer.status} "${answer.text}"`,
          );
          await waitForNotice(page, 'status', SENT_NOTICE);
          await screenshot(page, viewport, 'journey-interest-sent');
        });

        await step('he logs in and finds her interest and note on his dashboard', async () => {
          await loginThroughUi(session.him, him.email, him.password);
          const hisPage = session.him.page;
          await hisPage
            .getByRole('region', { name: /^Welcome back, / })
            .getByRole('link', { name: 'Go to your dashboard' })
            .click();
          await hisPage.waitForURL((u) => u.pathname === '/dashboard');
          const waiting = hisPage.getByRole('region', { name: 'Waiting for your answer' });
          const card = cardOf(waiting, name);
          await shows(hisPage, card, `${name} under "Waiting for your answer"`);
          await shows(hisPage, card.getByText(note), 'her note');
          await look(hisPage, 'his-dashboard', 'his dashboard with her interest');
        });

        await step('he accepts after the confirmation dialog', async () => {
          const hisPage = session.him.page;
          const card = cardOf(
            hisPage.getByRole('region', { name: 'Waiting for your answer' }),
            name,
          );
          await card.getByRole('button', { name: /^Accept\b/ }).click();
          const confirm = hisPage.getByRole('dialog', { name: `Accept ${name}'s interest?` });
          await shows(
            hisPage,
            confirm.getByText(/contacts become visible to each other/),
            'the confirmation',
          );
          await look(hisPage, 'accept-dialog', 'the accept confirmation', DIALOG);
          const answered = nextAnswer(hisPage, 'acceptRejFrdRequest');
          await confirm.getByRole('button', { name: 'Accept', exact: true }).click();
          const answer = await answered;
          assert.equal(
            answer.status,
            '001',
            `acceptRejFrdRequest answered ${answer.status} "${answer.text}"`,
          );
          await shows(
            hisPage,
            card.getByRole('link', { name: /^View Profile\b/ }),
            'View Profile on her card after accepting',
          );
          await screenshot(hisPage, viewport, 'journey-accepted');
        });

        await step('he sees her contacts (and her photo) on Interested Members', async () => {
          const hisPage = session.him.page;
          await visit(hisPage, '/intrested_member');
          const card = cardOf(hisPage.getByRole('list', { name: 'Requests received' }), name);
          await shows(hisPage, card, `${name} among his requests received`);
          const contact = card.getByRole('region', { name: 'Address and contact' });
          await shows(hisPage, contact, 'her address and contact');
          const text = digits(await contact.innerText());
          assert.ok(text.includes(me.mobile), `her mobile ${me.mobile} is not in her contacts`);
          assert.ok(
            (await contact.innerText()).includes(me.email),
            `her email ${me.email} is not in her contacts`,
          );
          const photo = card.locator('img');
          await shows(hisPage, photo, 'her photo on her card, now that he accepted');
          await eventually(
            () => photo.evaluate((img) => img.complete && img.naturalWidth > 0),
            () => 'her photo never loaded for him',
          );
          await look(hisPage, 'his-contacts', 'his Interested Members with her contacts');
        });

        await step('she sees his contacts on Interested Members', async () => {
          await visit(page, '/intrested_member');
          const card = cardOf(page.getByRole('list', { name: 'Requests sent' }), him.name);
          await shows(page, card, `${him.name} among her requests sent`);
          const contact = card.getByRole('region', { name: 'Address and contact' });
          await shows(page, contact, 'his address and contact');
          const words = await contact.innerText();
          assert.ok(digits(words).includes(him.mobile), `his mobile is not in his contacts`);
          assert.ok(words.includes(him.email), `his email is not in his contacts`);
          assert.ok(words.includes('9 Station Road, Ward 4'), 'his address is not shown');
          await look(page, 'her-contacts', 'her Interested Members with his contacts');
        });

        await step('his full profile prints as one A4 page on the letterhead', async () => {
          await visit(page, hisProfile);
          const card = page.getByRole('article', { name: him.name });
          await shows(
            page,
            card.getByRole('region', { name: 'Address and contact' }),
            'his contacts',
          );
          await shows(
            page,
            card.getByRole('img', { name: "QR code of this profile's page on the site" }),
            'the QR code of his page',
          );
          await page.emulateMedia({ media: 'print' });
          await look(page, 'profile-print', 'his full profile, as printed');
          assert.deepEqual(await printedPdf(page), { pages: 1, size: A4 }, 'his printed profile');
        });

        await step('no uncaught script errors on the way', async () => {
          for (const k of ['her', 'staff', 'him'])
            assert.deepEqual(session[k].recorder.pageErrors, [], k);
        });
      },
    );

    test(
      'keyboard only: search → his profile → send an interest (Tab and Enter, no clicks)',
      { timeout: 120_000 },
      async (t) => {
        setUp();
        assert.ok(session.her, 'the journey did not log her in');
        const step = journey(t);
        const { page } = session.her;
        const other = m.keyboard;

        await step('the City filter, typed, finds him alone', async () => {
          await visit(page, '/search_matching');
          const search = page.getByRole('search', { name: 'Filters' });
          await shows(page, search, 'the filters');
          const opener = search.getByRole('button', { name: /^Show filters/ });
          // Phones: the filters open on request.
          if (await opener.isVisible()) {
            await tabTo(page, opener, 80);
            await page.keyboard.press('Enter');
          }
          const answered = nextAnswer(page, 'getMembers');
          await tabTo(page, search.getByLabel(/^City/), 80);
          await page.keyboard.type(CITY.keyboard);
          const answer = await answered;
          assert.equal(answer.status, '1', `getMembers answered ${answer.status}`);
          await eventually(
            async () =>
              /^1 member matches/.test(
                await page.getByRole('status').filter({ hasText: /match/ }).first().innerText(),
              ),
            () => `the list never said "1 member matches" for "${CITY.keyboard}"`,
          );
          await shows(page, cardOf(page, other.name), `${other.name}'s card`);
        });

        await step('Tab to his name, Enter: his profile', async () => {
          const link = cardOf(page, other.name).getByRole('link', {
            name: other.name,
            exact: true,
          });
          await tabTo(page, link, 120);
          await screenshot(page, viewport, 'journey-keyboard-name-focused');
          await page.keyboard.press('Enter');
          await shows(
            page,
            page.getByRole('heading', { level: 1, name: other.name }),
            `the profile's heading "${other.name}"`,
          );
          await axeClean(page, `his profile reached by keyboard (${viewport})`);
        });

        await step('Tab to "Send interest", Enter; Tab to the dialog’s send, Enter', async () => {
          assert.match(new URL(page.url()).pathname, /^\/member\//, 'not on his profile');
          await tabTo(page, page.getByRole('button', { name: /^Send interest\b/ }), 120);
          await page.keyboard.press('Enter');
          const dialog = page.getByRole('dialog', { name: `Send an interest to ${other.name}` });
          await shows(page, dialog, 'the note dialog');
          const send = dialog.getByRole('button', { name: 'Send interest', exact: true });
          await tabTo(page, send, 20);
          await screenshot(page, viewport, 'journey-keyboard-dialog', DIALOG);
          const answered = nextAnswer(page, 'sendMemberRequest');
          await page.keyboard.press('Enter');
          const answer = await answered;
          assert.equal(
            answer.status,
            '001',
            `sendMemberRequest answered ${answer.status} "${answer.text}"`,
          );
          await waitForNotice(page, 'status', SENT_NOTICE);
          await screenshot(page, viewport, 'journey-keyboard-sent');
        });
      },
    );
  });
}
