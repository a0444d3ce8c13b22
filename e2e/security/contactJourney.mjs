// Write to Us with a hostile name and a 4000-unit message (every hostile string, one per line,
// then Devanagari and emoji). The team sees these messages nowhere in the site or the team
// command, so the stored row is what is compared.
import assert from 'node:assert/strict';
import { nextAnswer } from '../lib/memberSession.mjs';
import { dismissPopup, screenshot, visit } from '../lib/page.mjs';
import { assertInert, assertRefused, assertStored, storedContact } from './checks.mjs';
import { byId, countCalls, fillText, waitForCheckAlert } from './forms.mjs';
import { HOSTILE, nearMax, SVG_ONLOAD } from './hostile.mjs';

const contactId = (field) => `contact-${field.replace('_', '')}`;
const REFUSED = {
  contact_no: '98765<b>43210</b>',
  email: '"><script>window.__pwned=1</script>@example.com',
};

export async function contactJourney(step, s, tag) {
  const { page, dialogs } = s;
  const email = `write.${tag}@example.com`;
  const text = {
    _name: nearMax(`${SVG_ONLOAD} ${HOSTILE[2]}`, 120),
    message: nearMax(HOSTILE.join('\n'), 4000),
  };

  await step('the phone and email refuse hostile text visibly; nothing is sent', async () => {
    await visit(page, '/contactus');
    await dismissPopup(page);
    // The message last: leaving a refused box shows its error line, which moves the button down;
    // a click right after leaving it lands where the button was (see the report of issue #7).
    await fillText(page, contactId, { ...REFUSED, ...text });
    const held = await byId(page, contactId('message')).inputValue();
    assert.equal(held, text.message, 'the message box does not hold the whole message');
    const calls = countCalls(page, 'addContactRequest');
    await page.getByRole('button', { name: 'Send Message' }).click();
    await waitForCheckAlert(page);
    await assertRefused(page, contactId, REFUSED, '/contactus');
    await page.waitForTimeout(500);
    assert.equal(calls.count, 0, 'addContactRequest was sent with refused fields');
    await assertInert(page, dialogs, '/contactus with refused fields');
    await screenshot(page, 'desktop', 'injection-contact-refused');
  });

  await step('the message is taken and stored exactly as typed', async () => {
    await fillText(page, contactId, { contact_no: '9876543210', email });
    const answered = nextAnswer(page, 'addContactRequest');
    await page.getByRole('button', { name: 'Send Message' }).click();
    const answer = await answered;
    assert.equal(answer.status, '001', `addContactRequest: ${answer.status} "${answer.text}"`);
    const row = await storedContact(email);
    assertStored(row, { ...text, contact_no: '9876543210', email }, 'contact_requests row');
    await assertInert(page, dialogs, '/contactus sent');
    await screenshot(page, 'desktop', 'injection-contact-sent');
  });
}
