// The public Registration Form filled as a family would, every field, and sent: the console's
// desk and the member journey start from a registration made this way.
import assert from 'node:assert/strict';
import { dobForAge } from './members.mjs';
import { eventually, nextAnswer } from './memberSession.mjs';
import { dismissPopup, visit } from './page.mjs';

/**
 * Fills /member_registration for `me` ({ first, email, mobile, father, refOne, refTwo }) and
 * sends it; resolves once register_member took it. `over` changes the person: last name, gender,
 * city, gotras (the defaults are a woman of Ajmer, gotras Mittal and Goyal). `before(form)`, when
 * given, runs on the filled form before it is sent (a screenshot, an axe check).
 */
export async function registerThroughPublicForm(page, me, password, over = {}, before) {
  const p = {
    last: 'Jain',
    gender: 'Female',
    city: 'Ajmer',
    selfGotra: 'Mittal',
    mamaGotra: 'Goyal',
    ...over,
  };
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
  await text(/^Full name/, `${me.first} ${p.last}`);
  await pick(/^Gender/, { label: p.gender });
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
  await text(/^City/, p.city);
  await text(/^Address/, '4 Vaishali Nagar');
  await text(/^Landmark/, 'Near the temple');
  await text(/^Pincode/, '305001');
  await text(/^Mobile/, me.mobile);
  await text(/^Email/, me.email);
  await text(/^Father's name/, me.father);
  await text(/^Mother's name/, `Sunita ${p.last}`);
  await pick(/^Family annual income/, { value: '15' });
  await pick(/^Brothers/, { label: 'No Brother' });
  await pick(/^Sisters/, { label: 'No Sister' });
  await pick(/^Your gotra/, { label: p.selfGotra });
  await pick(/^Mama's gotra/, { label: p.mamaGotra });
  await pick(/^Registered by/, { label: 'Self' });
  await text(/^First reference: name/, me.refOne);
  await text(/^First reference: mobile/, '9822233344');
  await text(/^Second reference: name/, me.refTwo);
  await text(/^Second reference: mobile/, '9833344455');
  await text(/^Password/, password);
  await text(/^Re-enter password/, password);
  await form.getByRole('checkbox', { name: /I give my consent/ }).check();
  if (before) await before(form);
  const answered = nextAnswer(page, 'register_member');
  await form.getByRole('button', { name: 'Register' }).click();
  const answer = await answered;
  assert.equal(answer.status, '001', `register_member answered ${answer.status} "${answer.text}"`);
}
