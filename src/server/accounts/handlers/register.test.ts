import { MESSAGES } from '../../../shared/domain/messages';
import { CONSENT_VERSION } from '../../../shared/domain/schemas/registration';
import { verifyPassword } from '../password';
import { findMemberByEmail } from '../repositories/members';
import { readOutbox, registration } from '../../../../test/server/helpers/accounts';
import { buildTestApp, call, type TestApp } from '../../../../test/server/helpers/testApp';

const clockAt = new Date('2026-11-22T10:00:00.000Z');
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({}, { now: () => clockAt });
});
afterAll(() => t.close());

const register = (fields: Record<string, string>) => call(t.app, 'register_member', fields);

async function memberCount(): Promise<number> {
  const row = await t.app.db
    .selectFrom('members')
    .select((eb) => eb.fn.countAll<string | number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

async function refusedWith(fields: Record<string, string>, message: string | RegExp) {
  const before = await memberCount();
  const { wire } = await register(fields);
  expect(wire.status).toBe('-10');
  if (typeof message === 'string') expect(wire.text).toBe(message);
  else expect(wire.text).toMatch(message);
  expect(await memberCount()).toBe(before);
}

describe('a valid registration', () => {
  it('is stored pending with trimmed fields, a scrypt hash and the consent, and mailed', async () => {
    const fields = registration({
      mem_name: '  Rohan   Kumar Mittal ',
      email_id: ' Rohan.Mittal@Example.IN ',
      city_nm: ' Jaipur ',
      mangalic_status: '0',
      password: ' spaces count here ',
      re_password: ' spaces count here ',
    });
    const { wire } = await register(fields);
    expect(wire).toEqual({ status: '001', text: MESSAGES.registrationThanks });

    const row = await findMemberByEmail(t.app.db, 'rohan.mittal@example.in');
    expect(row).toMatchObject({
      status: 'pending',
      mem_name: 'Rohan   Kumar Mittal',
      first_name: 'Rohan',
      email_id: 'rohan.mittal@example.in',
      city_nm: 'Jaipur',
      height: 175,
      mangalic_status: '',
      consent_version: CONSENT_VERSION,
      consent_at: clockAt.toISOString(),
      created_at: clockAt.toISOString(),
      verified_at: null,
      photo_visibility: 'accepted',
    });
    expect(row?.mem_no).toBe(1000 + (row?.id ?? 0));
    expect(row?.password_hash).toMatch(/^scrypt\$1024\$8\$1\$/);
    expect(await verifyPassword(' spaces count here ', row?.password_hash ?? '')).toBe(true);
    expect(await verifyPassword('spaces count here', row?.password_hash ?? '')).toBe(false);

    const mails = (await readOutbox(t)).filter((m) => m.to === 'rohan.mittal@example.in');
    expect(mails.map((m) => m.subject)).toEqual(['We have received your registration']);
    expect(mails[0]?.text).toMatch(/Dear Rohan/);
    expect(mails[0]?.text).not.toMatch(/spaces count here/);
  });
});

describe('refusals store nothing and carry the schema message', () => {
  it.each([
    'mem_name',
    'gender',
    'dob',
    'birth_time',
    'height',
    'skin_color',
    'state_nm',
    'pincode',
    'father_nm',
    'self_goutra',
    'brother_status',
    'registered_by',
  ])('%s left empty, at 0 or missing', async (field) => {
    await refusedWith(registration({ [field]: '' }), MESSAGES.fillBlank);
    await refusedWith(registration({ [field]: '0' }), MESSAGES.fillBlank);
    const { [field]: _gone, ...missing } = registration();
    await refusedWith(missing, MESSAGES.fillBlank);
  });

  it('applies the marriage ages on the server clock: 21 for men, 18 for women', async () => {
    await refusedWith(
      registration({ gender: 'Male', dob: '2005-11-23' }),
      'Men must be at least 21 years old to register.',
    );
    await refusedWith(
      registration({ gender: 'Female', dob: '2008-11-23' }),
      'Women must be at least 18 years old to register.',
    );
    expect((await register(registration({ gender: 'Male', dob: '2005-11-22' }))).wire.status).toBe(
      '001',
    );
    expect(
      (await register(registration({ gender: 'Female', dob: '2008-11-22' }))).wire.status,
    ).toBe('001');
  });

  it('refuses a second registration with the same email (any case) or mobile', async () => {
    const first = registration({ email_id: 'dup@example.in', contact_no: '9811111111' });
    expect((await register(first)).wire.status).toBe('001');
    await refusedWith(
      registration({ email_id: 'DUP@example.in' }),
      'This email is already registered. Please log in or use Forgot password.',
    );
    await refusedWith(
      registration({ contact_no: '9811111111' }),
      'This mobile number is already registered. Please log in or use Forgot password.',
    );
  });

  it('refuses two racing registrations of one email by the unique index', async () => {
    const fields = registration({ email_id: 'race@example.in' });
    const answers = await Promise.all([
      register(fields),
      register({ ...fields, contact_no: '9822222222' }),
    ]);
    expect(answers.map((a) => a.wire.status).sort()).toEqual(['-10', '001']);
    expect(answers.find((a) => a.wire.status === '-10')?.wire.text).toMatch(/email is already/);
  });

  it('refuses a state or a gotra that is not in the lists', async () => {
    await refusedWith(
      registration({ state_nm: 'Atlantis' }),
      'Please choose your state from the list.',
    );
    await refusedWith(
      registration({ self_goutra: 'Nobody' }),
      'Please choose the gotra from the list.',
    );
    await refusedWith(
      registration({ mama_goutra: 'Nobody' }),
      'Please choose the gotra from the list.',
    );
  });

  it('refuses passwords that differ, are common or are short', async () => {
    await refusedWith(
      registration({ password: 'a long passphrase', re_password: 'a long passphrasE' }),
      'The two passwords do not match.',
    );
    await refusedWith(
      registration({ password: 'password123', re_password: 'password123' }),
      'This password is too common. Please choose another.',
    );
    await refusedWith(
      registration({ password: 'short', re_password: 'short' }),
      'Please use at least 8 characters.',
    );
  });

  it('refuses a missing consent, a bad email and a bad mobile', async () => {
    await refusedWith(registration({ consent: '' }), 'Please give your consent to continue.');
    await refusedWith(
      registration({ email_id: 'rohan@example' }),
      'Please enter a valid email address.',
    );
    await refusedWith(
      registration({ contact_no: '12345' }),
      'Please enter a 10-digit mobile number.',
    );
  });

  it('refuses a field the registration does not know (the pipeline)', async () => {
    await refusedWith(
      { ...registration(), status: 'verified' },
      'The field "status" is not expected by this service.',
    );
  });
});
