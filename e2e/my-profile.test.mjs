// My Profile in Chromium at 1366×768 (requirements §2, §3, issue #15 item 4): a verified member
// changes every field of the form, one of each kind of control (text, select, date, time,
// textarea, height in feet and inches, about me, the partner preferences' number boxes,
// tick boxes and radios), saves once, reloads and finds every value again; the page is
// axe-clean. Then photo privacy (requirements §6): a photo member A uploads is not shown to
// member B, whom she has not accepted — B's search card of A has the placeholder and no <img> of a
// signed photo link, and none of the answers B's page receives carries a link to A's photos.
import assert from 'node:assert/strict';
import { rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, test } from 'node:test';
import { dobForAge, makeJpeg, uniqueCity, uniqueIdentity, verifiedMember } from './lib/members.mjs';
import {
  eventually,
  loginThroughUi,
  nextAnswer,
  openMemberBrowser,
  pageState,
  searchOneByCity,
  waitForNotice,
} from './lib/memberSession.mjs';
import { ORIGIN } from './lib/config.mjs';
import { decodeFragment } from './lib/service.mjs';
import { axeClean, screenshot, visit } from './lib/page.mjs';
import { journey } from './lib/steps.mjs';
import { chooseAndUsePhoto } from './lib/photoPicker.mjs';

const shot = (page, slug) => screenshot(page, 'desktop', `my-profile-${slug}`);
const escape = (s) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Name, gender and date of birth of a verified member wait for the team (README, issue #14). */
const IDENTITY = ['Full name', 'Gender', 'Date of birth'];
/** Shown, never edited here: login details change with the password, references never. */
const READ_ONLY = [
  'Mobile',
  'Email',
  'First reference: name',
  'First reference: mobile',
  'Second reference: name',
  'Second reference: mobile',
];

/** The edited member's new values, by the label of the control (the groups by their legend). */
function newValues(tag) {
  const dobYear = new Date().getUTCFullYear() - 29;
  return {
    text: {
      'Full name': `Pranav Kumar ${tag}`,
      'Birth place': 'Udaipur',
      'Qualification details': 'B.Tech from MNIT Jaipur',
      Occupation: 'Software engineer',
      City: 'Ahmedabad',
      Landmark: 'Behind the post office',
      Pincode: '380015',
      "Father's name": 'Ramesh Chandra Agarwal',
      "Father's occupation": 'Retired teacher',
      "Father's mobile": '9811122233',
      "Mother's name": 'Sunita Devi Agarwal',
      "Mother's occupation": 'Homemaker',
      "Mother's mobile": '9822211100',
      "Partner's youngest age": '24',
      "Partner's oldest age": '30',
      "Partner's city": 'Jaipur',
    },
    date: { 'Date of birth': `${dobYear}-08-21` },
    time: { 'Birth time': '07:45' },
    textarea: {
      Address: '44 Satellite Road, Flat 3B',
      'About your brothers': 'One elder brother, married, an engineer in Pune.',
      'About your sisters': 'One younger sister, at college in Jaipur.',
      'About me': `Fond of old Hindi songs and long walks. Works in Ahmedabad (${tag}).`,
    },
    // By the option's label, as a person picks it.
    select: {
      Gender: 'Female',
      'Marital status': 'Divorced',
      'Height (feet)': '5 ft',
      'Height (inches)': '9 in',
      'Skin colour': 'Medium',
      'Highest qualification': 'Engineering',
      'Your annual income': '15–20 lakh',
      State: 'Gujarat',
      'Family annual income': '20–30 lakh',
      Brothers: 'Married',
      Sisters: 'Unmarried',
      'Your gotra': 'Kansal',
      "Mama's gotra (mother's side)": 'Jindal',
      'Manglik status': 'Anshik (partly) Manglik',
      "Partner's lowest height (feet)": '5 ft',
      "Partner's lowest height (inches)": '0 in',
      "Partner's highest height (feet)": '5 ft',
      "Partner's highest height (inches)": '7 in',
      "Partner's state": 'Rajasthan',
      'Registered by': 'Parents',
    },
    checkbox: {
      "Partner's education": ['Graduation', 'Post Graduation'],
      "Partner's annual income": ['6–8 lakh', '8–10 lakh'],
      "Partner's marital status": ['Unmarried'],
    },
    radio: { Manglik: 'Only non-Manglik' },
    dobShown: `21 August ${dobYear}`,
  };
}

/** The form's controls as a person names them: a field by its label, a tick box by its group. */
const controlNames = (form) =>
  form.evaluate((root) =>
    [...root.querySelectorAll('input, select, textarea')]
      .filter((el) => el.type !== 'hidden')
      .map((el) => {
        if (el.type === 'checkbox' || el.type === 'radio')
          return el.closest('fieldset')?.querySelector('legend')?.textContent.trim() ?? '?';
        const label = el.labels?.[0];
        if (!label) return `(unlabelled ${el.tagName.toLowerCase()} #${el.id})`;
        // The required marker (aria-hidden " *") is not part of the name.
        const clone = label.cloneNode(true);
        clone.querySelectorAll('[aria-hidden="true"]').forEach((n) => n.remove());
        return clone.textContent.trim();
      }),
  );

describe('My Profile (desktop)', () => {
  let browser;
  const m = {};
  let ready = null;
  // A lives in a city of this run only, so B's search by it finds her and nobody else.
  const CITY = uniqueCity('Nagaur');

  before(async () => {
    browser = await openMemberBrowser();
    try {
      m.P = await verifiedMember(uniqueIdentity('Pranav'), { gender: 'Male' });
      m.A = await verifiedMember(uniqueIdentity('Anjali'), {
        gender: 'Female',
        dob: dobForAge(25),
        city_nm: CITY,
        self_goutra: 'Mittal',
        mama_goutra: 'Goyal',
      });
      m.B = await verifiedMember(uniqueIdentity('Bharat'), {
        gender: 'Male',
        city_nm: 'Bikaner',
        self_goutra: 'Singhal',
        mama_goutra: 'Airan',
      });
      ready = true;
    } catch (e) {
      ready = e;
    }
  });
  after(() => browser?.close());

  const setUp = () =>
    assert.equal(ready, true, `setting up the members failed: ${ready?.stack ?? ready}`);

  test(
    'every field changed, saved in one go, and all back after a reload',
    { timeout: 180_000 },
    async (t) => {
      setUp();
      const step = journey(t);
      const s = await browser.session('P');
      const { page } = s;
      const v = newValues(m.P.tag);
      const form = page.getByRole('region', { name: 'Your details' });
      const field = (label) => form.getByLabel(new RegExp(`^${escape(label)}`));
      const group = (legend) => form.getByRole('group', { name: legend, exact: true });
      const selectedLabel = (label) =>
        field(label).evaluate((el) => el.selectedOptions[0]?.label ?? '');
      const before = {};

      await step('P logs in and opens My Profile: axe-clean', async () => {
        await loginThroughUi(s, m.P.email, m.P.password);
        await visit(page, '/my_profile');
        await page.getByRole('heading', { level: 1, name: 'My Profile' }).waitFor();
        await field('Full name').waitFor({ state: 'visible' });
        // The lists the selects offer come from the service.
        await eventually(
          async () => (await field('Your gotra').locator('option').count()) > 5,
          () => 'the gotra select never got its list',
        );
        for (const label of IDENTITY) before[label] = await field(label).inputValue();
        await axeClean(page, 'My Profile');
        await shot(page, 'opened');
      });

      await step(
        'every control of the form is one this test changes or a read-only one',
        async () => {
          const edited = [
            ...Object.keys(v.text),
            ...Object.keys(v.date),
            ...Object.keys(v.time),
            ...Object.keys(v.textarea),
            ...Object.keys(v.select),
            ...Object.keys(v.checkbox),
            ...Object.keys(v.radio),
          ];
          const names = [...new Set(await controlNames(form))];
          const missed = names.filter((n) => !edited.includes(n) && !READ_ONLY.includes(n));
          assert.deepEqual(missed, [], 'controls of My Profile this test does not change');
          const gone = edited.filter((n) => !names.includes(n));
          assert.deepEqual(gone, [], 'controls this test changes that My Profile no longer has');
          for (const label of READ_ONLY)
            assert.ok(
              await field(label).evaluate((el) => el.readOnly),
              `"${label}" is not read-only`,
            );
        },
      );

      await step('change every field and save once', async () => {
        for (const [label, value] of Object.entries({ ...v.text, ...v.textarea })) {
          const box =
            label === 'About me' ? form.getByRole('textbox', { name: label }) : field(label);
          await box.fill(value);
        }
        for (const [label, value] of Object.entries({ ...v.date, ...v.time }))
          await field(label).fill(value);
        for (const [label, option] of Object.entries(v.select))
          await field(label).selectOption({ label: option });
        for (const [legend, options] of Object.entries(v.checkbox)) {
          const boxes = group(legend).getByRole('checkbox');
          for (const box of await boxes.all()) await box.uncheck();
          for (const option of options)
            await group(legend).getByRole('checkbox', { name: option, exact: true }).check();
        }
        for (const [legend, option] of Object.entries(v.radio))
          await group(legend).getByRole('radio', { name: option, exact: true }).check();
        // The cm beside the feet and inches (5 ft 9 in, 5 ft 0 in, 5 ft 7 in).
        await form.getByText('That is 175 cm.').waitFor();
        await form.getByText('That is 152 cm.').waitFor();
        await form.getByText('That is 170 cm.').waitFor();
        await shot(page, 'filled');
        const answered = nextAnswer(page, 'update_profile');
        await form.getByRole('button', { name: 'Save changes' }).click();
        const answer = await answered;
        assert.equal(
          answer.status,
          '001',
          `update_profile answered ${answer.status} "${answer.text}"; alerts: ${JSON.stringify(
            await page.getByRole('alert').allInnerTexts(),
          )}`,
        );
        await waitForNotice(page, 'status', answer.text.trim());
        await axeClean(page, 'My Profile after saving');
        await shot(page, 'saved');
      });

      await step('after a reload every value is back', async () => {
        await page.reload();
        await page.getByRole('heading', { level: 1, name: 'My Profile' }).waitFor();
        await field('Full name').waitFor({ state: 'visible' });
        await eventually(
          async () => (await selectedLabel('Your gotra')) === v.select['Your gotra'],
          () => `"Your gotra" never showed ${v.select['Your gotra']}`,
        );
        const wrong = [];
        const expect = (label, shown, wanted) => {
          if (shown !== wanted)
            wrong.push(`${label}: shows ${JSON.stringify(shown)}, saved ${JSON.stringify(wanted)}`);
        };
        for (const [label, value] of Object.entries({
          ...v.text,
          ...v.textarea,
          ...v.date,
          ...v.time,
        })) {
          if (IDENTITY.includes(label)) continue;
          const box =
            label === 'About me' ? form.getByRole('textbox', { name: label }) : field(label);
          expect(label, await box.inputValue(), value);
        }
        for (const [label, option] of Object.entries(v.select))
          if (!IDENTITY.includes(label)) expect(label, await selectedLabel(label), option);
        for (const [legend, options] of Object.entries(v.checkbox)) {
          const ticked = await group(legend)
            .getByRole('checkbox')
            .evaluateAll((boxes) =>
              boxes.filter((b) => b.checked).map((b) => b.parentElement.textContent.trim()),
            );
          expect(legend, ticked.join(', '), options.join(', '));
        }
        for (const [legend, option] of Object.entries(v.radio))
          expect(
            legend,
            String(
              await group(legend).getByRole('radio', { name: option, exact: true }).isChecked(),
            ),
            'true',
          );
        // A verified member's name, gender and date of birth wait for the team: the form keeps
        // the verified values and the notice shows the asked ones.
        for (const label of IDENTITY) expect(label, await field(label).inputValue(), before[label]);
        assert.deepEqual(wrong, [], 'values not shown as saved after the reload');
        const waiting = page.getByRole('status', { name: 'Your changes are waiting for the team' });
        await waiting.waitFor({ state: 'visible' }).catch(async () => {
          throw new Error(
            `no notice of the changes waiting for the team; ${await pageState(page)}`,
          );
        });
        const text = (await waiting.innerText()).replace(/\s+/g, ' ');
        for (const asked of [v.text['Full name'], v.select.Gender, v.dobShown])
          assert.ok(text.includes(asked), `the waiting changes do not show "${asked}": "${text}"`);
        await axeClean(page, 'My Profile after a reload');
        await shot(page, 'reloaded');
      });

      await step('no uncaught script errors on the way', async () => {
        assert.deepEqual(s.recorder.pageErrors, []);
      });
    },
  );

  test(
    'a photo A uploads is not shown to B, whom she has not accepted',
    { timeout: 180_000 },
    async (t) => {
      setUp();
      const step = journey(t);
      const a = await browser.session('A');
      const b = await browser.session('B');
      /** A's photo files (full and thumbnail), from the answers her own page received. */
      const files = new Set();
      /** Everything B's page received from the site: promises of { url, body }. */
      const received = [];
      b.page.on('response', (res) => {
        if (new URL(res.url()).origin !== ORIGIN) return;
        received.push(
          res.text().then(
            (body) => ({ url: res.url(), body }),
            () => ({ url: res.url(), body: '' }),
          ),
        );
      });
      const requested = [];
      b.page.on('request', (req) => requested.push(req.url()));

      await step('A uploads a profile photo and a gallery photo on My Profile', async () => {
        await loginThroughUi(a, m.A.email, m.A.password);
        const { page } = a;
        page.on('response', async (res) => {
          if (!/[?&]pm=getMyProfile\b/.test(res.url())) return;
          const wire = decodeFragment(await res.text().catch(() => ''));
          for (const [, file] of (wire?.text ?? '').matchAll(/\/photo\/([0-9a-f]+\.jpg)/g))
            files.add(file);
        });
        await visit(page, '/my_profile');
        await page.getByRole('heading', { level: 1, name: 'My Profile' }).waitFor();
        for (const [label, hue, img] of [
          ['Upload a profile photo', 40, 'Your profile photo'],
          ['Add a gallery photo', 160, 'Gallery photo 1'],
        ]) {
          const file = join(tmpdir(), `e2e-photo-${m.A.tag}-${hue}.jpg`);
          writeFileSync(file, await makeJpeg(360, 480, hue));
          t.after(() => rmSync(file, { force: true }));
          const answered = nextAnswer(page, 'uploadProPic', 15_000);
          await chooseAndUsePhoto(page, label, file);
          const answer = await answered;
          assert.equal(
            answer.status,
            '001',
            `uploadProPic answered ${answer.status} "${answer.text}"`,
          );
          await page.getByRole('img', { name: img }).waitFor({ state: 'visible' });
        }
        await eventually(
          () => files.size >= 4,
          () => `A's answers named ${files.size} photo files, not 4 (two photos, two thumbnails)`,
        );
        await shot(page, 'a-photos');
      });

      const cardOfA = () => b.page.getByRole('article', { name: m.A.name, exact: true });

      await step('B logs in and finds A in the search by her city: axe-clean', async () => {
        received.length = 0;
        requested.length = 0;
        await loginThroughUi(b, m.B.email, m.B.password);
        await searchOneByCity(b.page, CITY);
        await cardOfA()
          .waitFor({ state: 'visible' })
          .catch(async () => {
            throw new Error(`no card of ${m.A.name}; ${await pageState(b.page)}`);
          });
        await axeClean(b.page, "B's search with A's card");
        await shot(b.page, 'b-search-a');
      });

      await step.aside(
        "none of the answers B's page received carries a link to A's photos",
        async () => {
          const answers = await Promise.all(received);
          assert.ok(answers.length > 0, "B's page recorded no answers");
          const leaks = answers
            .filter(({ body }) => [...files].some((f) => body.includes(f)))
            .map(({ url }) => url);
          assert.deepEqual(leaks, [], "answers to B that name A's photo files");
          const fetched = requested.filter((url) => [...files].some((f) => url.includes(f)));
          assert.deepEqual(fetched, [], "B's page asked for A's photos");
          // The listing's own field, read from the search's answer: empty for A.
          const listing = answers
            .filter(({ url }) => /[?&]pm=getMembers\b/.test(url))
            .map(({ body }) => decodeFragment(body))
            .filter((w) => w?.status === '1')
            .flatMap((w) => JSON.parse(w.text).members ?? [])
            .filter((item) => item.mem_name === m.A.name);
          assert.ok(listing.length > 0, 'no getMembers answer listed A for B');
          for (const item of listing) assert.equal(item.pro_pic, '', "A's listing carries pro_pic");
        },
      );

      await step.aside("A's card holds no <img> of a photo link", async () => {
        const srcs = await cardOfA()
          .locator('img')
          .evaluateAll((imgs) => imgs.map((i) => i.src));
        assert.deepEqual(
          srcs.filter((src) => src.includes('/photo/')),
          [],
          "A's card shows a photo to B",
        );
      });

      await step.aside('A’s card says "Photo after acceptance" in place of the photo', async () => {
        const card = cardOfA();
        await card
          .getByText('Photo after acceptance')
          .waitFor({ state: 'visible', timeout: 3_000 })
          .catch(async () => {
            throw new Error(
              `A's card has no "Photo after acceptance" placeholder: "${(await card.innerText()).replace(/\s+/g, ' ')}"`,
            );
          });
      });

      await step('no uncaught script errors on the way', async () => {
        assert.deepEqual(a.recorder.pageErrors, [], 'A');
        assert.deepEqual(b.recorder.pageErrors, [], 'B');
      });
    },
  );
});
