import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { MESSAGES } from '../../../shared/domain/messages';
import { PROFILE_ENTRY_FIELDS } from '../../../shared/domain/profile';
import { dataAnswer, doneAnswer, invalidAnswer } from '../../../shared/protocol/wire';
import type { FakeAnswers } from '../../test/fakeTransport';
import { signedInConsole, TOKEN } from '../consoleTestUtils';
import { OFFICE_SENT } from './OfficeRegister';

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

type Kind = 'text' | 'select' | 'date' | 'time';
/** Every control of the form, by its label, with what the office enters (required or not). */
const ENTRIES: [label: RegExp, kind: Kind, value: string][] = [
  [/^Full name/, 'text', 'Asha Goyal'],
  [/^Gender/, 'select', 'Female'],
  [/^Marital status/, 'select', 'Unmarried'],
  [/^Height \(feet\)/, 'select', '5'],
  [/^Height \(inches\)/, 'select', '3'],
  [/^Skin colour/, 'select', 'Fair'],
  [/^Date of birth/, 'date', '1998-03-02'],
  [/^Birth time/, 'time', '07:30'],
  [/^Birth place/, 'text', 'Ajmer'],
  [/^Highest qualification/, 'select', 'Engineering'],
  [/^Qualification details/, 'text', 'B.Tech, Civil'],
  [/^Occupation/, 'text', 'Site engineer'],
  [/^Your annual income/, 'select', '6'],
  [/^State/, 'select', 'Rajasthan'],
  [/^City/, 'text', 'Jaipur'],
  [/^Address/, 'text', '4 Tilak Marg'],
  [/^Landmark/, 'text', 'Near the stadium'],
  [/^Pincode/, 'text', '302005'],
  [/^Mobile/, 'text', '9812345670'],
  [/^Email/, 'text', 'asha.goyal@example.in'],
  [/^Father's name/, 'text', 'Ramesh Goyal'],
  [/^Father's occupation/, 'text', 'Shopkeeper'],
  [/^Father's mobile/, 'text', '9812345671'],
  [/^Mother's name/, 'text', 'Sunita Goyal'],
  [/^Mother's occupation/, 'text', 'Teacher'],
  [/^Mother's mobile/, 'text', '9812345672'],
  [/^Family annual income/, 'select', '10'],
  [/^Brothers/, 'select', 'Married'],
  [/^About your brothers/, 'text', 'One elder brother in Pune.'],
  [/^Sisters/, 'select', 'Unmarried'],
  [/^About your sisters/, 'text', 'One younger sister, studying.'],
  [/^Your gotra/, 'select', 'Goyal'],
  [/^Mama's gotra/, 'select', 'Bansal'],
  [/^Manglik status/, 'select', 'General'],
  [/^First reference: name/, 'text', 'Suresh Gupta'],
  [/^First reference: mobile/, 'text', '9822233344'],
  [/^Second reference: name/, 'text', 'Anita Sharma'],
  [/^Second reference: mobile/, 'text', '9833344455'],
  [/^Registered by/, 'select', 'Parents'],
];

async function fillEveryField(user: Awaited<ReturnType<typeof signedInConsole>>['user']) {
  const form = (await screen.findByRole('heading', { name: 'Register a family' })).closest(
    'section',
  ) as HTMLElement;
  // The service lists have arrived once their options are there.
  await waitFor(() =>
    expect(within(screen.getByLabelText(/^State/)).getAllByRole('option')).toHaveLength(3),
  );
  for (const [label, kind, value] of ENTRIES) {
    const control = screen.getByLabelText(label);
    if (kind === 'select') await user.selectOptions(control, value);
    else if (kind === 'text') {
      await user.click(control);
      await user.paste(value);
    } else fireEvent.change(control, { target: { value } });
  }
  await user.click(screen.getByRole('checkbox', { name: /The family has given its consent/ }));
  // Nothing is left out: the list above names every control, and each now holds a value.
  const controls = [...form.querySelectorAll<HTMLInputElement>('input, select, textarea')];
  expect(controls).toHaveLength(ENTRIES.length + 1);
  for (const el of controls) {
    if (el.type === 'checkbox') expect(el).toBeChecked();
    else expect(el.value).not.toBe('');
  }
  return form;
}

/** The long form is filled control by control as a person would: more than Jest's default 5 s. */
const LONG_FORM_MS = 30_000;

const posted = (calls: Awaited<ReturnType<typeof signedInConsole>>['calls']) =>
  calls.find((c) => c.type === 'officeRegister')?.fields;

it(
  'registers a family with every field filled, without a password, and says where it went',
  async () => {
    const { user, calls } = await signedInConsole('verifier', '/team/register', {
      ...LISTS,
      officeRegister: doneAnswer(MESSAGES.registrationThanks),
    });
    expect(screen.queryByLabelText(/Password/)).toBeNull();
    await fillEveryField(user);
    expect(screen.getByLabelText(/^Height \(feet\)/)).toHaveAccessibleDescription(
      'That is 160 cm.',
    );
    await user.click(screen.getByRole('button', { name: 'Register the family' }));

    expect(await screen.findByRole('status')).toHaveTextContent(OFFICE_SENT);
    const body = posted(calls) ?? {};
    const own = Object.keys(body).filter((k) => !['curl_type', 'res_func'].includes(k));
    expect(own.sort()).toEqual([...PROFILE_ENTRY_FIELDS, 'consent', 'staff_token'].sort());
    expect(body).toMatchObject({
      staff_token: TOKEN,
      mem_name: 'Asha Goyal',
      gender: 'Female',
      marital_status: 'Unmarried',
      height: '160',
      dob: '1998-03-02',
      birth_time: '07:30',
      self_anum: '6',
      family_anum: '10',
      address: '4 Tilak Marg',
      contact_no: '9812345670',
      father_contact: '9812345671',
      mother_contact: '9812345672',
      brother_det: 'One elder brother in Pune.',
      sister_det: 'One younger sister, studying.',
      mangalic_status: 'General',
      ref_two_contact: '9833344455',
      registered_by: 'Parents',
      consent: '1',
    });
    // The form starts afresh for the next family.
    expect(screen.getByLabelText(/^Full name/)).toHaveValue('');
    expect(screen.getByRole('checkbox', { name: /consent/ })).not.toBeChecked();
  },
  LONG_FORM_MS,
);

it(
  'checks with the public form’s rules before sending, and shows the service’s refusal',
  async () => {
    const refusal = 'Please choose a state from the list.';
    const { user, calls } = await signedInConsole('admin', '/team/register', {
      ...LISTS,
      officeRegister: invalidAnswer(refusal),
    });
    await user.click(await screen.findByRole('button', { name: 'Register the family' }));
    expect(screen.getByRole('alert')).toHaveTextContent(MESSAGES.fillBlank);
    expect(screen.getByLabelText(/^Full name/)).toHaveFocus();
    expect(posted(calls)).toBeUndefined();

    await fillEveryField(user);
    await user.click(screen.getByRole('button', { name: 'Register the family' }));
    await waitFor(() =>
      expect(screen.getAllByRole('alert').map((a) => a.textContent)).toContain(refusal),
    );
    // What was typed stays for the office to correct.
    expect(screen.getByLabelText(/^Full name/)).toHaveValue('Asha Goyal');
  },
  LONG_FORM_MS,
);
