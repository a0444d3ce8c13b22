// The trust edits its own site (issue #17, "Done means"), signed in as an editor in Chromium:
// a phone number in the site settings reaches the footer; an event card with an uploaded picture
// and its alt text is added to the home page's events as a draft, previewed with the draft banner
// while a visitor's home page does not show it, published, then taken back by restoring the
// version before; a menu entry's address is renamed and the old address redirects.
// The suite shares one server, so every change is put back before the test ends.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { BASE_URL } from './lib/config.mjs';
import { uniqueIdentity, verifiedMember } from './lib/members.mjs';
import { eventually, loginThroughUi, openMemberBrowser, pageState } from './lib/memberSession.mjs';
import { axeClean, dismissPopup, screenshot, visit } from './lib/page.mjs';
import { addStaff, signInStaff } from './lib/staff.mjs';
import { journey } from './lib/steps.mjs';
import { contentEditorSteps } from './lib/pagesEditor.mjs';

const NEW_PHONE = '9829055555';

/** Opens a console screen from the navigation, as a person would. */
async function openScreen(page, label) {
  const nav = page.getByRole('navigation', { name: 'Console' });
  await nav.getByRole('link', { name: label, exact: true }).click();
  await page.getByRole('heading', { level: 1, name: label }).waitFor();
}

/** Sets the Phone numbers setting and saves it; resolves once the console says it is saved. */
async function savePhones(page, value, note) {
  await openScreen(page, 'Site settings');
  const phones = page.getByLabel(/^Phone numbers/);
  await phones.fill(value);
  await page.getByLabel(/^What changed, and why/).fill(note);
  await page.getByRole('button', { name: 'Save the settings' }).click();
  await page.getByText(/^The settings are saved as version \d+\./).waitFor();
}

/** Renames a menu entry's address, keeping the old one working; resolves once saved. */
async function renameAddress(page, label, slug, note) {
  await openScreen(page, 'Menus');
  await page.getByRole('button', { name: label, exact: true }).click();
  const form = page.getByRole('region', { name: `Edit “${label}”` });
  await form.getByLabel(/^Address \(slug\)/).fill(slug);
  const keep = form.getByRole('checkbox', { name: /^Keep the old address/ });
  if (!(await keep.isChecked())) await keep.check();
  await page.getByLabel(/^What changed, and why/).fill(note);
  await page.getByRole('button', { name: 'Save the menus' }).click();
  await page.getByText(/^The menus are saved as version \d+\./).waitFor();
}

describe('the trust edits its own site (desktop)', () => {
  let browser;
  let editor;
  let visitor;
  let member;
  let phonesBefore = '';
  before(async () => {
    browser = await openMemberBrowser();
    editor = await browser.session('editor');
    visitor = await browser.session('visitor');
    // A signed-in member sees drafts no more than a visitor does.
    member = await browser.session('member');
    const who = await verifiedMember(uniqueIdentity('Meera'));
    await loginThroughUi(member, who.email, who.password);
  });
  after(() => browser?.close());

  test('an editor changes settings, a page and a menu', { timeout: 300_000 }, async (t) => {
    const step = journey(t);
    const { page } = editor;
    const email = uniqueIdentity('editor').email;

    await step('an editor is added and signs in', async () => {
      const uri = addStaff(email, 'editor');
      await signInStaff(page, email, uri, 'Site settings');
      const labels = await page
        .getByRole('navigation', { name: 'Console' })
        .getByRole('link')
        .allInnerTexts();
      assert.ok(!labels.some((l) => /Verification desk|Staff/.test(l)), labels.join(', '));
    });

    await step('the phone number changed in the settings shows in the footer', async () => {
      await openScreen(page, 'Site settings');
      phonesBefore = await page.getByLabel(/^Phone numbers/).inputValue();
      await savePhones(page, `${phonesBefore}, ${NEW_PHONE}`, 'A second office line.');
      await visit(visitor.page, '/');
      await dismissPopup(visitor.page);
      const link = visitor.page.locator(`footer a[href$="${NEW_PHONE}"]`);
      await link.waitFor().catch(async () => {
        throw new Error(`no ${NEW_PHONE} in the footer; ${await pageState(visitor.page)}`);
      });
      await screenshot(page, 'desktop', 'content-settings-saved');
    });

    // Drafts, preview, publish and restore of the home page's events (lib/pagesEditor.mjs).
    for (const [name, fn] of contentEditorSteps({
      page,
      visitor: visitor.page,
      member: member.page,
    }))
      await step(name, fn, 60_000);

    await step('a renamed address sends visitors from the old one to the new', async () => {
      await renameAddress(page, 'FAQ', 'questions', 'Shorter address.');
      const response = await visitor.page.goto(`${BASE_URL}/faq`);
      assert.equal(new URL(visitor.page.url()).pathname, '/questions');
      assert.ok(response?.ok(), `/faq ended at HTTP ${response?.status()}`);
      await visitor.page.locator('main h1, main h2').first().waitFor();
      await axeClean(page, 'the Menus screen after a rename');
    });

    await step('everything is put back for the rest of the suite', async () => {
      await renameAddress(page, 'FAQ', 'faq', 'Back to the old address.');
      await savePhones(page, phonesBefore, 'Back to one line.');
      await visit(visitor.page, '/faq');
      assert.equal(new URL(visitor.page.url()).pathname, '/faq');
      await visit(visitor.page, '/');
      await eventually(
        async () => (await visitor.page.locator(`footer a[href$="${NEW_PHONE}"]`).count()) === 0,
        () => `${NEW_PHONE} is still in the footer`,
      );
    });
  });
});
