// The Write to Us form (requirements §5, §8): empty submission, then a valid one.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { openViewport } from './lib/browser.mjs';
import { decodeFragment } from './lib/service.mjs';
import { dismissPopup, formatViolation, runAxe, screenshot, visit } from './lib/page.mjs';

const VALID = {
  _name: ['Asha Goyal', /^\s*(your\s+)?name\b/i],
  contact_no: ['9876543210', /contact|mobile|phone/i],
  email: ['asha@example.com', /e-?mail/i],
  message: ['Please call me back about the community hall booking.', /message/i],
};

/** The form holding a textarea (the message): the Write to Us form. */
const contactForm = (page) =>
  page
    .locator('form')
    .filter({ has: page.locator('textarea') })
    .first();

/** A field by its contract name (requirements §3), else by its label. */
async function field(form, name, label) {
  const byName = form.locator(`[name="${name}"]`);
  return (await byName.count()) > 0 ? byName.first() : form.getByLabel(label).first();
}

describe('contact page (desktop)', () => {
  let vp;
  before(async () => {
    vp = await openViewport('desktop');
  });
  after(() => vp?.close());

  test('/contact_us shows the Write to Us form too', async () => {
    await visit(vp.page, '/contact_us');
    await dismissPopup(vp.page);
    assert.equal(
      await contactForm(vp.page).count(),
      1,
      'no form with a message box on /contact_us',
    );
  });

  test('Write to Us on /contactus', { timeout: 60_000 }, async (t) => {
    const { page } = vp;
    await visit(page, '/contactus');
    await dismissPopup(page);
    const form = contactForm(page);
    assert.equal(await form.count(), 1, 'no form with a message box on /contactus');
    const submit = form
      .locator('button[type="submit"], input[type="submit"], button:not([type])')
      .first();

    await t.test('empty submission shows "Fill blank records!" in a role=alert', async () => {
      await submit.click();
      const alert = page.getByRole('alert').filter({ hasText: 'Fill blank records!' }).first();
      await alert.waitFor({ state: 'visible', timeout: 3_000 });
      await screenshot(page, 'desktop', 'contactus-empty-submit');
    });

    await t.test('axe: the form showing its errors has no WCAG A/AA violations', async () => {
      const { wcag } = await runAxe(page);
      assert.equal(wcag.length, 0, `\n${wcag.map(formatViolation).join('\n')}`);
    });

    await t.test(
      'a valid submission shows the server’s thank-you message and clears the form',
      async () => {
        for (const [name, [value, label]] of Object.entries(VALID))
          await (await field(form, name, label)).fill(value);
        const answered = page.waitForResponse((r) => /[?&]pm=addContactRequest\b/.test(r.url()), {
          timeout: 10_000,
        });
        await submit.click();
        const response = await answered;
        const answer = decodeFragment(await response.text());
        assert.ok(answer, `the answer carries no resP/resPS: HTTP ${response.status()}`);
        assert.equal(
          answer.status,
          '001',
          `the service answered resPS ${answer.status}: "${answer.text}"`,
        );
        const message = answer.text.trim();
        assert.ok(message.length > 0, 'the service sent an empty message');
        await page
          .getByText(message, { exact: false })
          .first()
          .waitFor({ state: 'visible', timeout: 5_000 });
        await page.waitForTimeout(400); // the loading overlay fades out (requirements §4.3: 300 ms)
        await screenshot(page, 'desktop', 'contactus-after-submit');
        const formNow = contactForm(page);
        for (const [name, [, label]] of Object.entries(VALID)) {
          const value = await (await field(formNow, name, label)).inputValue();
          assert.equal(value, '', `field ${name} still holds "${value}" after sending`);
        }
      },
    );
  });
});
