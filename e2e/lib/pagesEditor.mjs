// The Pages screen in the browser (issue #17, "Done means"): an editor adds an event card with an
// uploaded picture and its alt text to the home page's events as a draft; the preview shows it
// under the draft banner while a visitor's home page does not; once published a visitor sees it;
// restoring the version before takes it away again. Used by content-editing.test.mjs.
import assert from 'node:assert/strict';
import { eventually, pageState } from './memberSession.mjs';
import { makeJpeg } from './members.mjs';
import { axeClean, dismissPopup, screenshot, visit } from './page.mjs';

// Each run's card is its own, so a rerun on the same data never finds an earlier one.
const RUN = Date.now().toString(36);
const EVENTS = /^\d+\. List slider — Upcoming events$/;

/** Tomorrow as YYYY-MM-DD: an event the events carousel still shows. */
const tomorrow = () => new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);

/** Whether the visitor's home page (loaded afresh) holds `text` anywhere in its main part. */
async function homeHolds(visitor, text) {
  await visit(visitor, '/');
  await dismissPopup(visitor);
  await visitor.locator('main h1, main h2').first().waitFor();
  return (await visitor.locator('main').getByText(text, { exact: false }).count()) > 0;
}

/** Opens the home page in the Pages screen from the console's navigation. */
async function openHome(page) {
  const nav = page.getByRole('navigation', { name: 'Console' });
  await nav.getByRole('link', { name: 'Pages', exact: true }).click();
  await page
    .getByRole('table', { name: 'The site’s pages' })
    .getByRole('link', { name: '/home' })
    .click();
  await page.getByRole('list', { name: 'Sections' }).waitFor();
}

/** The steps, as [name, fn] pairs, for a journey of content-editing.test.mjs. */
export function contentEditorSteps({ page, visitor, member }) {
  const title = `Diwali Milan ${RUN}`;
  const alt = `Lamps lit along the Samaj Bhawan steps (${RUN})`;
  return [
    [
      'an event card with an uploaded picture and its alt text is saved as a draft',
      async () => {
        await openHome(page);
        await page.getByRole('button', { name: EVENTS }).click();
        const section = page.getByRole('region', { name: /^Section \d+\. List slider/ });
        await section.getByRole('button', { name: 'Add an item' }).click();
        const item = page.getByRole('region', { name: /^Item \d+\./ }).last();
        await item.getByLabel(/^Title$/).fill(title);
        await item.getByLabel(/^Date/).fill(tomorrow());
        await item.getByRole('button', { name: 'Choose picture', exact: true }).first().click();
        const dialog = page.getByRole('dialog', { name: /^Choose a picture for/ });
        await dialog.getByLabel(/^Picture file/).setInputFiles({
          name: 'diwali.jpg',
          mimeType: 'image/jpeg',
          buffer: await makeJpeg(900, 600, 40),
        });
        await dialog.getByLabel(/^Alt text/).fill(alt);
        await dialog.getByLabel(/^Title$/).fill('Diwali lamps');
        await dialog.getByRole('button', { name: 'Upload the picture' }).click();
        await dialog.waitFor({ state: 'detached' }).catch(async () => {
          throw new Error(`the uploaded picture was not chosen; ${await pageState(page)}`);
        });
        await page.getByRole('button', { name: 'Save draft' }).click();
        await page.getByRole('status').filter({ hasText: 'Draft saved' }).first().waitFor();
        await screenshot(page, 'desktop', 'content-page-draft');
      },
    ],
    [
      'the preview shows it under the draft banner; a visitor’s home page does not',
      async () => {
        await page.getByRole('button', { name: 'Preview the draft' }).click();
        const preview = page.getByRole('region', { name: 'Preview of /home' });
        await preview.getByText(title).first().waitFor({ state: 'attached' });
        await preview
          .getByRole('status')
          .filter({ hasText: 'Draft preview — visitors do not see this yet' })
          .waitFor();
        assert.ok(
          (await preview.locator(`img[alt="${alt}"]`).count()) > 0,
          'the preview shows the picture with its alt text',
        );
        await screenshot(page, 'desktop', 'content-page-preview');
        await axeClean(page, 'the preview of a draft');
        assert.equal(await homeHolds(visitor, title), false, 'a visitor sees the draft');
        assert.equal(await homeHolds(member, title), false, 'a member sees the draft');
        await preview.getByRole('button', { name: 'Back to the editor' }).click();
      },
    ],
    [
      'published, the visitor’s home page shows the card with its picture',
      async () => {
        await page.getByLabel(/^What changed, and why/).fill('Diwali Milan added.');
        await page.getByRole('button', { name: 'Publish', exact: true }).click();
        await page.getByRole('status').filter({ hasText: 'Published' }).first().waitFor();
        await eventually(
          () => homeHolds(visitor, title),
          () => `the published card "${title}" is not on the home page`,
        );
        assert.ok((await visitor.locator(`main img[alt="${alt}"]`).count()) > 0, 'its picture');
        assert.ok(await homeHolds(member, title), 'a member sees the published card');
        await screenshot(visitor, 'desktop', 'content-page-published');
      },
    ],
    [
      'restoring the version before takes the card away again',
      async () => {
        const history = page.getByRole('table', { name: /^Saved versions of/ });
        const restores = history.getByRole('button', { name: /^Restore version \d+$/ });
        // Newest first: the first row is the publish, the second the page before it.
        const before = restores.nth(1);
        const name = await before.innerText();
        await before.click();
        const form = page.getByRole('region', { name: name.trim() });
        await form.getByLabel(/^Why restore it/).fill('Diwali Milan is postponed.');
        await form.getByRole('button', { name: `${name.trim()} now` }).click();
        await eventually(
          async () => !(await homeHolds(visitor, title)),
          () => `"${title}" is still on the home page after the restore`,
        );
      },
    ],
  ];
}
