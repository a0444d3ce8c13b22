import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import {
  PHOTO_LINK_DAYS,
  VERIFICATION_WORKING_DAYS,
} from '../../../shared/domain/afterRegistration';
import { MESSAGES } from '../../../shared/domain/messages';
import { PROFILE_ENTRY_FIELDS } from '../../../shared/domain/profile';
import { CONSENT_VERSION } from '../../../shared/domain/schemas/registration';
import { validRegistration } from '../../../shared/domain/schemas/registration.fixture';
import { dataAnswer, doneAnswer, failAnswer, invalidAnswer } from '../../../shared/protocol/wire';
import type { FakeAnswers } from '../../test/fakeTransport';
import { renderWithProviders } from '../../test/render';
import { CONSENT_TEXT } from './ConsentField';
import { REGISTRATION_DRAFT_KEY } from './registrationDraft';
import { RegistrationPage } from './RegistrationPage';

const LISTS: FakeAnswers = {
  getStates: dataAnswer([
    { id: 1, name: 'Gujarat' },
    { id: 2, name: 'Rajasthan' },
  ]),
  getGotraList: dataAnswer([
    { id: 1, temple_name: 'Bansal' },
    { id: 2, temple_name: 'Goyal' },
  ]),
};

const {
  password: _p,
  re_password: _r,
  consent: _c,
  height: _h,
  ...typedFields
} = validRegistration;

/** Everything but the passwords and consent, as a draft left by an earlier visit. */
const DRAFT = { ...typedFields, height_feet: '5', height_inches: '9' };

function renderForm(answers: FakeAnswers = {}, draft?: object) {
  if (draft) sessionStorage.setItem(REGISTRATION_DRAFT_KEY, JSON.stringify(draft));
  return renderWithProviders(<RegistrationPage />, { answers: { ...LISTS, ...answers } });
}

/** Pasted rather than typed key by key: the long form's tests stay quick. */
async function paste(user: ReturnType<typeof renderForm>['user'], label: RegExp, text: string) {
  await user.click(screen.getByLabelText(label));
  await user.paste(text);
}

async function finish(user: ReturnType<typeof renderForm>['user']) {
  await paste(user, /^Password/, validRegistration.password);
  await paste(user, /^Re-enter password/, validRegistration.re_password);
  await user.click(screen.getByRole('checkbox', { name: /I give my consent/ }));
  await user.click(screen.getByRole('button', { name: 'Register' }));
}

const posted = (calls: ReturnType<typeof renderForm>['calls']) =>
  calls.find((c) => c.type === 'register_member')?.fields;

beforeEach(() => sessionStorage.clear());

describe('registration form', () => {
  it('groups every field a member enters, with the seed option lists and the service lists', async () => {
    renderForm();
    for (const legend of [
      'About you',
      'Birth',
      'Education and work',
      'Address and contact',
      'Family',
      'Horoscope',
      'References',
      'Account',
    ]) {
      expect(screen.getByRole('group', { name: legend })).toBeInTheDocument();
    }
    const skin = screen.getByLabelText(/^Skin colour/);
    expect(
      within(skin)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Select', 'Fair', 'Light', 'Medium', 'Dark']);
    const state = screen.getByLabelText(/^State/);
    await waitFor(() => expect(within(state).getAllByRole('option')).toHaveLength(3));
    const gotra = screen.getByLabelText(/^Your gotra/);
    expect(within(gotra).getByRole('option', { name: 'Goyal' })).toBeInTheDocument();
    expect(screen.getByLabelText(/^Date of birth/)).toHaveAttribute('type', 'date');
    expect(screen.getByLabelText(/^Birth time/)).toHaveAttribute('type', 'time');
    expect(screen.getByText(CONSENT_TEXT, { exact: false })).toHaveTextContent(CONSENT_VERSION);
  });

  it("checks before sending: 'Fill blank records!', red borders, focus on the first field", async () => {
    const { user, calls } = renderForm();
    await user.click(screen.getByRole('button', { name: 'Register' }));
    expect(screen.getByRole('alert')).toHaveTextContent(MESSAGES.fillBlank);
    const name = screen.getByLabelText(/^Full name/);
    expect(name).toHaveFocus();
    expect(name).toHaveClass('field--invalid');
    expect(screen.getByLabelText(/^Gender/)).toHaveClass('field--invalid');
    expect(screen.getByLabelText(/^Height \(feet\)/)).toHaveClass('field--invalid');
    expect(screen.getByLabelText(/^Occupation/)).not.toHaveClass('field--invalid');
    expect(posted(calls)).toBeUndefined();
  });

  it("shows the schema's age rule at the date of birth", async () => {
    const { user, calls } = renderForm({}, DRAFT);
    await user.selectOptions(screen.getByLabelText(/^Gender/), 'Female');
    const year = new Date().getFullYear() - 16;
    fireEvent.change(screen.getByLabelText(/^Date of birth/), {
      target: { value: `${year}-01-15` },
    });
    await finish(user);
    const dob = screen.getByLabelText(/^Date of birth/);
    expect(dob).toHaveAccessibleDescription(
      expect.stringContaining('Women must be at least 18 years old to register.'),
    );
    expect(dob).toHaveFocus();
    expect(posted(calls)).toBeUndefined();
  });

  it('says when the two passwords differ', async () => {
    const { user, calls } = renderForm({}, DRAFT);
    await paste(user, /^Password/, 'monsoon evenings in jaipur');
    await paste(user, /^Re-enter password/, 'monsoon evenings in delhi');
    await user.click(screen.getByRole('checkbox', { name: /I give my consent/ }));
    await user.click(screen.getByRole('button', { name: 'Register' }));
    expect(screen.getByLabelText(/^Re-enter password/)).toHaveAccessibleDescription(
      'The two passwords do not match.',
    );
    expect(posted(calls)).toBeUndefined();
  });

  it('posts exactly the registration fields, with the height in cm', async () => {
    const { user, calls } = renderForm({ register_member: doneAnswer('ok') }, DRAFT);
    expect(screen.getByLabelText(/^Height \(feet\)/)).toHaveAccessibleDescription(
      'That is 175 cm.',
    );
    await finish(user);
    await waitFor(() => expect(posted(calls)).toBeDefined());
    const body = posted(calls)!;
    expect(body).toMatchObject({ ...validRegistration, height: '175', consent: '1' });
    const own = Object.keys(body).filter((k) => !['curl_type', 'res_func'].includes(k));
    expect(own.sort()).toEqual(
      [...PROFILE_ENTRY_FIELDS, 'password', 're_password', 'consent'].sort(),
    );
  });

  it('shows what happens next, with the thanks, once the registration is received', async () => {
    const { user, store } = renderForm({ register_member: doneAnswer('Received.') }, DRAFT);
    await finish(user);
    const heading = await screen.findByRole('heading', { level: 1, name: 'What happens next' });
    expect(heading).toHaveFocus();
    expect(screen.getByRole('status')).toHaveTextContent(MESSAGES.registrationThanks);
    const steps = within(screen.getByRole('list'))
      .getAllByRole('listitem')
      .map((li) => li.textContent);
    expect(steps).toEqual([
      expect.stringMatching(/checks your biodata and calls the reference persons/),
      expect.stringContaining(
        `Verification usually takes ${VERIFICATION_WORKING_DAYS} working days.`,
      ),
      expect.stringMatching(/We send you a mail when it is done/),
      expect.stringContaining(
        `we have mailed you a link to add your photos; it works for ${PHOTO_LINK_DAYS} days`,
      ),
    ]);
    expect(screen.getByRole('link', { name: 'Back to the home page' })).toHaveAttribute(
      'href',
      '/',
    );
    // The form and its draft are gone: nothing typed stays on the screen or in the tab.
    expect(screen.queryByLabelText(/^Full name/)).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Register' })).not.toBeInTheDocument();
    expect(sessionStorage.getItem(REGISTRATION_DRAFT_KEY)).toBeNull();
    // The password does not stay in the store once the answer is in.
    expect(JSON.stringify(store.getState())).not.toContain(validRegistration.password);
  });

  it("shows the service's message for -10 and keeps what was typed", async () => {
    const text = 'This email is already registered. Please log in or use Forgot password.';
    const { user } = renderForm({ register_member: invalidAnswer(text) }, DRAFT);
    await finish(user);
    expect(await screen.findByRole('alert')).toHaveTextContent(text);
    expect(screen.getByLabelText(/^Full name/)).toHaveValue(validRegistration.mem_name);
    expect(screen.getByLabelText(/^Password/)).toHaveValue(validRegistration.password);
  });

  it("shows the service's message for 0, and the network message when there is no answer", async () => {
    let attempt = 0;
    const { user } = renderForm(
      {
        register_member: () => {
          attempt += 1;
          if (attempt === 1) return failAnswer('We could not save your registration.');
          throw new TypeError('Failed to fetch');
        },
      },
      DRAFT,
    );
    await finish(user);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'We could not save your registration.',
    );
    await user.click(screen.getByRole('button', { name: 'Register' }));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent(MESSAGES.networkError));
    expect(screen.getByLabelText(/^City/)).toHaveValue(validRegistration.city_nm);
  });

  it('keeps a draft in sessionStorage, never the passwords', async () => {
    const { user, unmount } = renderForm();
    await user.type(screen.getByLabelText(/^Full name/), 'Asha Goyal');
    await user.selectOptions(screen.getByLabelText(/^Height \(feet\)/), '5');
    await user.type(screen.getByLabelText(/^Password/), 'secret words here');
    const draft = JSON.parse(sessionStorage.getItem(REGISTRATION_DRAFT_KEY) ?? '{}');
    expect(draft).toMatchObject({ mem_name: 'Asha Goyal', height_feet: '5' });
    expect(draft).not.toHaveProperty('password');
    expect(JSON.stringify(draft)).not.toContain('secret words here');
    unmount();
    renderForm();
    expect(screen.getByLabelText(/^Full name/)).toHaveValue('Asha Goyal');
    expect(screen.getByLabelText(/^Password/)).toHaveValue('');
  });
});
