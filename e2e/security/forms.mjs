// Driving the member forms with hostile text: the registration form field by field, My Profile's
// free-text boxes, and a count of the calls a page sends (a refused form must send none).
import { eventually, pageState } from '../lib/memberSession.mjs';
import { dobForAge } from '../lib/members.mjs';

export const regId = (field) => `reg-${field}`;
export const proId = (field) => `pro-${field}`;
export const byId = (page, id) => page.locator(`[id="${id}"]`);

/** Counts the posts to /api?pm={type} the page makes from now on: { count } stays live. */
export function countCalls(page, type) {
  const counter = { count: 0 };
  const pattern = new RegExp(`[?&]pm=${type}\\b`);
  page.on('request', (r) => {
    if (r.method() === 'POST' && pattern.test(r.url())) counter.count += 1;
  });
  return counter;
}

/** Fills the free-text boxes (by control id) with `values`. */
export async function fillText(page, idOf, values) {
  for (const [field, value] of Object.entries(values)) await byId(page, idOf(field)).fill(value);
}

/**
 * Fills /member_registration: the selects, date and time with ordinary choices, the free text
 * and restricted fields with `text`, the account with `password`.
 */
export async function fillRegistration(page, text, password) {
  const form = page
    .locator('main form')
    .filter({ has: page.getByRole('button', { name: 'Register' }) });
  const state = form.getByLabel(/^State/);
  await eventually(
    async () => (await state.locator('option').count()) > 10,
    () => 'the State select never got the list of states (lists come from the service)',
  ).catch(async (e) => {
    throw new Error(`${e.message}; ${await pageState(page)}`);
  });
  const pick = (label, option) => form.getByLabel(label).selectOption(option);
  await pick(/^Gender/, { label: 'Female' });
  await pick(/^Marital status/, { label: 'Unmarried' });
  await pick(/^Height \(feet\)/, { label: '5 ft' });
  await pick(/^Height \(inches\)/, { label: '4 in' });
  await pick(/^Skin colour/, { label: 'Fair' });
  await byId(page, regId('dob')).fill(dobForAge(24));
  await byId(page, regId('birth_time')).fill('07:45');
  await pick(/^Highest qualification/, { label: 'Post Graduation' });
  await pick(/^Your annual income/, { value: '8' });
  await pick(/^State/, { label: 'Rajasthan' });
  await pick(/^Family annual income/, { value: '15' });
  await pick(/^Brothers/, { label: 'Married' });
  await pick(/^Sisters/, { label: 'Married' });
  await pick(/^Your gotra/, { label: 'Mittal' });
  await pick(/^Mama's gotra/, { label: 'Goyal' });
  await pick(/^Registered by/, { label: 'Self' });
  await fillText(page, regId, text);
  await byId(page, regId('password')).fill(password);
  await byId(page, regId('re_password')).fill(password);
  await form.getByRole('checkbox', { name: /I give my consent/ }).check();
  return form;
}

/** Valid values for the restricted fields, typed over the refused ones. */
export const validRestricted = (member) => ({
  contact_no: member.mobile,
  pincode: '324005',
  email_id: member.email,
  father_contact: '',
  mother_contact: '',
  ref_one_contact: '',
  ref_two_contact: '',
});

/** The named entries of `values`. */
export const pick = (values, names) => Object.fromEntries(names.map((n) => [n, values[n]]));

/** Waits for a visible role=alert (the form's failed check); throws with what the page shows. */
export async function waitForCheckAlert(page) {
  await page
    .locator('[role="alert"]:visible')
    .first()
    .waitFor({ state: 'visible' })
    .catch(async () => {
      await page.screenshot({ path: '/tmp/h5-no-alert.png', fullPage: true }).catch(() => {});
      throw new Error(`no visible role=alert after sending the form ${await pageState(page)}`);
    });
}
