// My Profile with every editable free-text field at exactly its maximum length (Devanagari, emoji
// and a hostile prefix), after the restricted fields and an over-long one were refused.
import assert from 'node:assert/strict';
import { eventually, nextAnswer, pageState, waitForNotice } from '../lib/memberSession.mjs';
import { visit } from '../lib/page.mjs';
import { assertInert, assertRefused, assertStored, storedMember } from './checks.mjs';
import {
  byId,
  countCalls,
  fillText,
  pick,
  proId,
  validRestricted,
  waitForCheckAlert,
} from './forms.mjs';
import {
  firstNameOf,
  nearMax,
  PROFILE_TEXT,
  profileText,
  REFERENCES,
  REFUSED,
} from './hostile.mjs';
import { screenshot } from '../lib/page.mjs';
import { otherMemberSees, ownScreens } from './screens.mjs';

// Email and mobile are read-only here: they change only with the password (issue #14).
const EDITABLE_RESTRICTED = ['pincode', 'father_contact', 'mother_contact'];
// A verified member's new name waits for the team: the row and every screen keep the old one.
const HELD = ['mem_name'];

export async function profileJourney(step, ctx) {
  const { R, r } = ctx;
  const { page, dialogs } = r;
  const typed = profileText(R.tag);
  // The reference persons are read-only after registration: they keep the registration's text.
  const shown = { ...typed, ...pick(R.text, [...REFERENCES, ...HELD]) };

  await step(
    'My Profile refuses restricted and over-long text visibly; nothing is sent',
    async () => {
      await visit(page, '/my_profile');
      await eventually(
        async () => (await byId(page, proId('mem_name')).inputValue()) === R.text.mem_name,
        () => 'the profile form never loaded the registered name',
      );
      const refused = pick(REFUSED, EDITABLE_RESTRICTED);
      const tooLong = nearMax('<b>bold</b>', PROFILE_TEXT.occupation + 1);
      await fillText(page, proId, { ...refused, occupation: tooLong });
      const calls = countCalls(page, 'update_profile');
      await page.getByRole('button', { name: 'Save changes' }).click();
      await waitForCheckAlert(page);
      await assertRefused(page, proId, { ...refused, occupation: tooLong }, '/my_profile');
      await page.waitForTimeout(500);
      assert.equal(calls.count, 0, 'update_profile was sent with refused fields');
      await assertInert(page, dialogs, '/my_profile with refused fields');
      await screenshot(page, 'desktop', 'injection-profile-refused');
    },
  );

  await step('every editable free-text field at its maximum is saved', async () => {
    const valid = pick(validRestricted(R), EDITABLE_RESTRICTED);
    await fillText(page, proId, { ...valid, ...typed });
    const answered = nextAnswer(page, 'update_profile');
    await page.getByRole('button', { name: 'Save changes' }).click();
    const answer = await answered;
    const alerts = await page.getByRole('alert').allInnerTexts();
    assert.equal(
      answer.status,
      '001',
      `update_profile: ${answer.status} "${answer.text}"; alerts ${JSON.stringify(alerts)} ${await pageState(page)}`,
    );
    await waitForNotice(page, 'status', answer.text.trim());
    await assertInert(page, dialogs, '/my_profile saved');
  });

  await step('stored exactly as typed, to the last character', async () => {
    const row = await storedMember(R.email);
    assertStored(row, shown, 'members row after the profile edit');
    assert.equal(row.first_name, firstNameOf(R.text.mem_name), 'stored first name');
  });

  await ownScreens(step, r, shown, 'profile');
  await otherMemberSees(step, ctx, shown, 'profile', { firstTime: false });
}
