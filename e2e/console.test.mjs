// The team console in Chromium (1366×768): `npm run team -- staff add` → sign in with the
// password and the TOTP code → the verification desk → open the registration a member made
// through the public form → her father's name and reference persons → Verify → she can log in.
// Every console screen is checked with axe, reached by keyboard, and screenshotted.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { dobForAge, team, uniqueIdentity, verifiedMember, wireLogin } from './lib/members.mjs';
import { call } from './lib/service.mjs';
import {
  eventually,
  loginThroughUi,
  nextAnswer,
  openMemberBrowser,
  pageState,
} from './lib/memberSession.mjs';
import { dismissPopup, formatViolation, runAxe, screenshot, visit } from './lib/page.mjs';
import { journey } from './lib/steps.mjs';
import { totpCode } from './lib/totp.mjs';

const STAFF_PASSWORD = 'desk lantern river 2026';
const shot = (page, slug) => screenshot(page, 'desktop', `console-${slug}`);

async function axeClean(page, where) {
  const { wcag } = await runAxe(page);
  assert.equal(wcag.length, 0, `axe on ${where}:\n${wcag.map(formatViolation).join('\n')}`);
}

/** Presses Tab until `locator` has the focus (keyboard use), then answers it. */
async function tabTo(page, locator, maxTabs = 40) {
  for (let i = 0; i < maxTabs; i += 1) {
    await page.keyboard.press('Tab');
    if (await locator.evaluate((el) => el === document.activeElement).catch(() => false)) return;
  }
  throw new Error(`Tab never reached ${locator} ${await pageState(page)}`);
}

async function registerThroughPublicForm(page, me, password) {
  await visit(page, '/member_registration');
  await dismissPopup(page);
  const form = page
    .locator('main form')
    .filter({ has: page.getByRole('button', { name: 'Register' }) });
  const state = form.getByLabel(/^State/);
  await eventually(
    async () => (await state.locator('option').count()) > 10,
    () => 'the State select never got the list of states',
  );
  const text = async (label, value) => form.getByLabel(label).fill(value);
  const pick = async (label, option) => form.getByLabel(label).selectOption(option);
  await text(/^Full name/, `${me.first} Jain`);
  await pick(/^Gender/, { label: 'Female' });
  await pick(/^Marital status/, { label: 'Unmarried' });
  await pick(/^Height \(feet\)/, { label: '5 ft' });
  await pick(/^Height \(inches\)/, { label: '3 in' });
  await pick(/^Skin colour/, { label: 'Fair' });
  await text(/^Date of birth/, dobForAge(25));
  await text(/^Birth time/, '06:30');
  await text(/^Birth place/, 'Ajmer');
  await pick(/^Highest qualification/, { label: 'Post Graduation' });
  await text(/^Qualification details/, 'MBA');
  await text(/^Occupation/, 'Analyst');
  await pick(/^Your annual income/, { value: '8' });
  await pick(/^State/, { label: 'Rajasthan' });
  await text(/^City/, 'Ajmer');
  await text(/^Address/, '4 Vaishali Nagar');
  await text(/^Landmark/, 'Near the temple');
  await text(/^Pincode/, '305001');
  await text(/^Mobile/, me.mobile);
  await text(/^Email/, me.email);
  await text(/^Father's name/, me.father);
  await text(/^Mother's name/, 'Sunita Jain');
  await pick(/^Family annual income/, { value: '15' });
  await pick(/^Brothers/, { label: 'No Brother' });
  await pick(/^Sisters/, { label: 'No Sister' });
  await pick(/^Your gotra/, { label: 'Mittal' });
  await pick(/^Mama's gotra/, { label: 'Goyal' });
  await pick(/^Registered by/, { label: 'Self' });
  await text(/^First reference: name/, me.refOne);
  await text(/^First reference: mobile/, '9822233344');
  await text(/^Second reference: name/, me.refTwo);
  await text(/^Second reference: mobile/, '9833344455');
  await text(/^Password/, password);
  await text(/^Re-enter password/, password);
  await form.getByRole('checkbox', { name: /I give my consent/ }).check();
  const answered = nextAnswer(page, 'register_member');
  await form.getByRole('button', { name: 'Register' }).click();
  const answer = await answered;
  assert.equal(answer.status, '001', `register_member answered ${answer.status} "${answer.text}"`);
}

describe('the team console (desktop)', () => {
  let browser;
  before(async () => {
    browser = await openMemberBrowser();
  });
  after(() => browser?.close());

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
    'the inbox: open a Write to Us message and mark it handled; members: suspend (no login) and restore',
    { timeout: 180_000 },
    async (t) => {
      const step = journey(t);
      const writer = uniqueIdentity('Kiran');
      const who = uniqueIdentity('Ishita');
      const staffEmail = uniqueIdentity('office').email;
      let member;
      let uri = '';

      await step('a visitor writes to us and a member is verified', async () => {
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
        member = await verifiedMember(who);
      });

      await step('a verifier is added and signs in', async () => {
        process.env.STAFF_PASSWORD = STAFF_PASSWORD;
        const r = team('staff', 'add', staffEmail, '--role', 'verifier');
        delete process.env.STAFF_PASSWORD;
        assert.equal(r.code, 0, `staff add exited ${r.code}: ${r.err || r.out}`);
        uri = r.out.split('\n').find((l) => l.startsWith('otpauth://totp/')) ?? '';
        assert.ok(uri, `no otpauth URI in: ${r.out}`);
      });

      const staff = await browser.session('office');
      const { page } = staff;
      await step('sign in with the password and the code', async () => {
        await visit(page, '/team');
        await page.getByLabel(/^Email/).fill(staffEmail);
        await page.getByLabel(/^Password/).fill(STAFF_PASSWORD);
        await page.keyboard.press('Enter');
        await page.getByLabel(/6-digit code/).fill(totpCode(uri));
        await page.keyboard.press('Enter');
        await page.getByRole('heading', { level: 1, name: 'Verification desk' }).waitFor();
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

      await step('members: find her by email and suspend her with a reason', async () => {
        await page
          .getByRole('navigation', { name: 'Console' })
          .getByRole('link', { name: 'Members' })
          .click();
        await page.getByRole('heading', { level: 1, name: 'Members' }).waitFor();
        await page.getByLabel(/Name, email, mobile or member number/).fill(who.email);
        await page.keyboard.press('Enter');
        await page.getByRole('link', { name: member.name }).click();
        await page.getByRole('heading', { level: 1, name: member.name }).waitFor();
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

      await step('she cannot log in, and is told so plainly', async () => {
        const refused = await call(
          'logint',
          { p1: who.email, p2: member.password },
          { onlyCms: false },
        );
        assert.equal(refused.status, 'not_validated');
        assert.match(refused.text, /suspended/);
      });

      await step('restore with a reason: she can log in again', async () => {
        await page.getByLabel(/Reason for restoring/).fill('Spoke with her father.');
        await page.getByRole('button', { name: 'Restore' }).click();
        await page.getByRole('status').filter({ hasText: 'suspension has been lifted' }).waitFor();
        await page.getByRole('button', { name: 'Suspend' }).waitFor();
        assert.ok(await wireLogin(who.email, member.password));
      });
    },
  );
});
