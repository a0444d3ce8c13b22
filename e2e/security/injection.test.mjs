// Injection and output encoding (issue #7, item 4): hostile text — markup, SQL, template
// look-alikes, the wire answer's own markup, long Devanagari and emoji at each field's maximum —
// typed into every free-text field of registration, My Profile and Write to Us, then read back on
// every screen that shows it, as the member and as another member after an accepted request.
// Passes when the text is shown exactly as typed, nothing from it runs or becomes markup, what the
// service stored equals what was typed, and restricted fields refuse it with a visible message.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { team, uniqueIdentity, verifiedMember, verify } from '../lib/members.mjs';
import {
  loginThroughUi,
  nextAnswer,
  openMemberBrowser,
  pageState,
  waitForNotice,
} from '../lib/memberSession.mjs';
import { dismissPopup, screenshot, visit } from '../lib/page.mjs';
import { journey } from '../lib/steps.mjs';
import { assertInert, assertRefused, assertStored, storedMember, watchDialogs } from './checks.mjs';
import { contactJourney } from './contactJourney.mjs';
import {
  byId,
  countCalls,
  fillRegistration,
  fillText,
  regId,
  validRestricted,
  waitForCheckAlert,
} from './forms.mjs';
import {
  firstNameOf,
  nearMax,
  PROFILE_TEXT,
  REFUSED,
  registrationText,
  SVG_ONLOAD,
} from './hostile.mjs';
import { profileJourney } from './profileJourney.mjs';
import { otherMemberSees, ownScreens } from './screens.mjs';

const THANKS =
  'Thanks for your Registration, Our team will contact soon for the verification process...';
const PASSWORD = 'saffron kite over the lake';

/** Clicks Register and waits for the check's alert; resolves to the register_member call count. */
async function registerRefused(page) {
  const calls = countCalls(page, 'register_member');
  await page.getByRole('button', { name: 'Register' }).click();
  await waitForCheckAlert(page);
  // A post would leave at once; half a second is plenty to see one that should not be there.
  await page.waitForTimeout(500);
  return calls.count;
}

describe('injection and output encoding (desktop)', () => {
  let browser;
  // R registers with the hostile text; V is another member who searches for R and views R.
  const ctx = { R: null, V: null, r: null, v: null, registered: false };
  before(async () => {
    browser = await openMemberBrowser();
    const identity = uniqueIdentity('Riya');
    ctx.R = { ...identity, password: PASSWORD, text: registrationText(identity.tag) };
    // Of the other gender, with other gotras, so that V's search lists R.
    ctx.V = await verifiedMember(uniqueIdentity('Vikram'), {
      gender: 'Male',
      city_nm: 'Ajmer',
      self_goutra: 'Garg',
      mama_goutra: 'Bansal',
    });
    for (const k of ['r', 'v']) {
      ctx[k] = await browser.session(k);
      ctx[k].dialogs = watchDialogs(ctx[k].page);
    }
  });
  after(() => browser?.close());

  test(
    'registration: hostile text in every field, then every screen that shows it',
    { timeout: 240_000 },
    async (t) => {
      const step = journey(t);
      const { R, r } = ctx;
      const { page, dialogs } = r;

      await step('restricted fields refuse hostile text visibly; nothing is sent', async () => {
        await visit(page, '/member_registration');
        await dismissPopup(page);
        await fillRegistration(page, { ...R.text, ...REFUSED }, PASSWORD);
        const sent = await registerRefused(page);
        await assertRefused(page, regId, REFUSED, '/member_registration');
        assert.equal(sent, 0, 'register_member was sent with refused fields');
        await assertInert(page, dialogs, '/member_registration with refused fields');
        await screenshot(page, 'desktop', 'injection-registration-refused');
      });

      await step('a name one unit over its maximum is refused visibly', async () => {
        await fillText(page, regId, validRestricted(R));
        const tooLong = nearMax(SVG_ONLOAD, PROFILE_TEXT.mem_name + 1);
        await byId(page, regId('mem_name')).fill(tooLong);
        const sent = await registerRefused(page);
        await assertRefused(page, regId, { mem_name: tooLong }, '/member_registration');
        assert.equal(sent, 0, 'register_member was sent with an over-long name');
      });

      await step(
        'the registration with hostile text in every free-text field is taken',
        async () => {
          await byId(page, regId('mem_name')).fill(R.text.mem_name);
          const answered = nextAnswer(page, 'register_member');
          await page.getByRole('button', { name: 'Register' }).click();
          const answer = await answered;
          assert.equal(
            answer.status,
            '001',
            `register_member: ${answer.status} "${answer.text}" ${await pageState(page)}`,
          );
          await waitForNotice(page, 'status', THANKS);
          await assertInert(page, dialogs, 'registration sent');
          ctx.registered = true;
        },
      );

      await step('stored exactly as typed; the team’s pending list shows the name', async () => {
        const row = await storedMember(R.email);
        assertStored(row, R.text, 'members row after registration');
        assert.equal(row.first_name, firstNameOf(R.text.mem_name), 'stored first name');
        const pending = team('pending');
        assert.equal(pending.code, 0, pending.err);
        assert.ok(pending.out.includes(R.text.mem_name), `team pending printed:\n${pending.out}`);
      });

      await step('the team verifies R, who logs in', async () => {
        verify(R.email);
        await loginThroughUi(r, R.email, R.password);
      });

      await ownScreens(step, r, R.text, 'reg');
      await otherMemberSees(step, ctx, R.text, 'reg', { firstTime: true });
    },
  );

  test(
    'My Profile: every free-text field at its maximum, then every screen that shows it',
    { timeout: 240_000 },
    async (t) => {
      assert.ok(ctx.registered, 'not run: the registration test did not register the member');
      await profileJourney(journey(t), ctx);
    },
  );

  test(
    'Write to Us: hostile and long text is stored exactly; refused fields say so',
    { timeout: 90_000 },
    async (t) => {
      const s = await browser.session('visitor');
      s.dialogs = watchDialogs(s.page);
      await contactJourney(journey(t), s, ctx.R.tag);
    },
  );
});
