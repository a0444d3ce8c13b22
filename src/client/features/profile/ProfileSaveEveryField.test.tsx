import { screen, waitFor, within } from '@testing-library/react';
import { dataAnswer, doneAnswer } from '../../../shared/protocol/wire';
import { appRoutes } from '../../app/routes';
import { renderWithProviders } from '../../test/render';
import { memoryStorage } from '../../test/memoryStorage';
import { ROHAN_PROFILE, memberSession, profileAnswer } from '../account/memberTestUtils';
import { REGISTERED_BY_FIELD, type FieldDef } from './fieldDefs';
import { EDIT_GROUPS } from './profileFormValues';

const STATES = [
  { id: 1, name: 'Rajasthan' },
  { id: 2, name: 'Gujarat' },
];
const GOTRAS = [
  { id: 1, temple_name: 'Bansal' },
  { id: 2, temple_name: 'Goyal' },
];

/** A new value for each field, chosen by its kind of control, so a field added later is covered too. */
const TYPED: Partial<Record<string, string>> = {
  pincode: '313001',
  email_id: 'rohan.new@example.in',
  dob: '1997-08-21',
  birth_time: '07:45',
};

function newValue(def: FieldDef, select?: HTMLSelectElement): string {
  if (TYPED[def.name]) return TYPED[def.name]!;
  switch (def.kind) {
    case 'tel':
      return '9988776655';
    case 'select': {
      const current = select!.value;
      const choices = [...select!.options].map((o) => o.value).filter((v) => v !== '0');
      return choices.find((v) => v !== current)!;
    }
    default:
      return `${def.label} edited`;
  }
}

type User = ReturnType<typeof renderWithProviders>['user'];

/** About me and every partner preference, one of each kind of control; what update_profile gets. */
async function fillPreferences(user: User, form: HTMLElement): Promise<Record<string, string>> {
  const box = (name: string) => within(form).getByLabelText(name);
  const tick = async (group: string, names: string[]) => {
    const fieldset = within(form).getByRole('group', { name: group });
    for (const name of names) await user.click(within(fieldset).getByRole('checkbox', { name }));
  };
  await user.type(box('About me'), 'Fond of old songs.');
  await user.type(box("Partner's youngest age"), '24');
  await user.type(box("Partner's oldest age"), '30');
  await user.selectOptions(box("Partner's lowest height (feet)"), '5');
  await user.selectOptions(box("Partner's highest height (feet)"), '5');
  await user.selectOptions(box("Partner's highest height (inches)"), '7');
  // Feet and inches, with cm beside (5 ft = 152 cm, 5 ft 7 in = 170 cm).
  expect(within(form).getByText('That is 152 cm.')).toBeInTheDocument();
  expect(within(form).getByText('That is 170 cm.')).toBeInTheDocument();
  await tick("Partner's education", ['Graduation', 'Post Graduation']);
  await tick("Partner's annual income", ['8–10 lakh', '6–8 lakh']);
  await user.selectOptions(box("Partner's state"), 'Gujarat');
  await user.type(box("Partner's city"), 'Udaipur');
  await tick("Partner's marital status", ['Unmarried']);
  await user.click(within(form).getByRole('radio', { name: 'Only non-Manglik' }));
  return {
    about_me: 'Fond of old songs.',
    pref_age_min: '24',
    pref_age_max: '30',
    pref_height_min: '152',
    pref_height_max: '170',
    pref_education: 'Graduation,Post Graduation',
    pref_income: '8,10',
    pref_state: 'Gujarat',
    pref_city: 'Udaipur',
    pref_marital: 'Unmarried',
    pref_manglik: 'General',
  };
}

describe('my profile: every field edited and saved in one go', () => {
  it('sends each edited value, height included, and says it was saved', async () => {
    let saved = ROHAN_PROFILE;
    const local = memoryStorage();
    const { user, calls } = renderWithProviders(appRoutes, {
      route: '/my_profile',
      preloadedState: { session: memberSession },
      storages: { local, session: memoryStorage() },
      answers: {
        getStates: dataAnswer(STATES),
        getGotraList: dataAnswer(GOTRAS),
        getMyProfile: () => profileAnswer(saved),
        update_profile: (fields) => {
          saved = { ...saved, ...fields, height: Number(fields.height) };
          return doneAnswer('Your profile has been updated.');
        },
      },
    });
    await screen.findByRole('heading', { name: 'My Profile' }, { timeout: 10_000 });
    const form = screen.getByRole('region', { name: 'Your details' });
    const expected: Record<string, string> = {};
    const readOnly: string[] = [];
    const defs = [...EDIT_GROUPS.flatMap((g) => g.fields), REGISTERED_BY_FIELD];
    for (const def of defs) {
      if (def.kind === 'height') {
        // Feet and inches as on registration, the cm beside; update_profile gets the cm.
        await user.selectOptions(within(form).getByLabelText(/^Height \(feet\)/), '6');
        await user.selectOptions(within(form).getByLabelText(/^Height \(inches\)/), '0');
        expect(within(form).getByLabelText(/^Height \(feet\)/)).toHaveAccessibleDescription(
          'That is 183 cm.',
        );
        expected.height = '183';
        continue;
      }
      const label = new RegExp(`^${def.label.replace(/[()]/g, '\\$&')}`);
      const control = within(form).getByLabelText(label) as HTMLInputElement | HTMLSelectElement;
      // Email and mobile change only with the password (IdentityChanges.test.tsx): sent as shown.
      if (control.hasAttribute('readonly')) {
        readOnly.push(def.name);
        expected[def.name] = control.value;
        continue;
      }
      const value = newValue(def, control instanceof HTMLSelectElement ? control : undefined);
      expected[def.name] = value;
      if (control instanceof HTMLSelectElement) await user.selectOptions(control, value);
      else {
        await user.clear(control);
        await user.type(control, value);
      }
    }
    expect(readOnly.sort()).toEqual(['contact_no', 'email_id']);
    Object.assign(expected, await fillPreferences(user, form));
    await user.click(within(form).getByRole('button', { name: 'Save changes' }));
    // Generous waits: on a loaded CI machine typing thirty fields leaves the save late.
    const slow = { timeout: 10_000 };
    expect(await screen.findByText('Your profile has been updated.', {}, slow)).toBeInTheDocument();
    const sent = calls.filter((c) => c.type === 'update_profile');
    expect(sent).toHaveLength(1);
    expect(sent[0].fields).toMatchObject(expected);
    // The reloaded profile (height 183 cm) shows 6 ft 0 in again.
    await waitFor(
      () => expect(within(form).getByLabelText(/^Height \(feet\)/)).toHaveValue('6'),
      slow,
    );
    expect(within(form).getByLabelText(/^Height \(inches\)/)).toHaveValue('0');
    // The reloaded profile shows the saved preferences again.
    const education = within(form).getByRole('group', { name: "Partner's education" });
    expect(within(education).getByRole('checkbox', { name: 'Post Graduation' })).toBeChecked();
    expect(within(form).getByRole('radio', { name: 'Only non-Manglik' })).toBeChecked();
    expect(within(form).getByLabelText("Partner's lowest height (feet)")).toHaveValue('5');
  }, 90_000);
});
