import { registrationSchema } from './registration';
import { inWords } from './inWords.fixture';
import { validRegistration } from './registration.fixture';

const today = new Date(Date.UTC(2026, 10, 22));

const check = (over: Record<string, string>) =>
  inWords(
    registrationSchema.validate(
      { ...validRegistration, ...over },
      { context: { today }, strict: true },
    ),
  );

describe('registration schema', () => {
  it('accepts a complete registration', async () => {
    await expect(check({})).resolves.toBeTruthy();
  });

  it.each(['mem_name', 'gender', 'dob', 'height', 'state_nm', 'self_goutra', 'registered_by'])(
    'refuses %s left empty or at 0',
    async (f) => {
      await expect(check({ [f]: '' })).rejects.toThrow();
      await expect(check({ [f]: '0' })).rejects.toThrow();
    },
  );

  it('applies the legal marriage ages: 21 for men, 18 for women', async () => {
    await expect(check({ gender: 'Male', dob: '2005-11-23' })).rejects.toThrow(
      'Men must be at least 21 years old to register.',
    );
    await expect(check({ gender: 'Male', dob: '2005-11-22' })).resolves.toBeTruthy();
    await expect(check({ gender: 'Female', dob: '2008-11-23' })).rejects.toThrow(
      'Women must be at least 18 years old to register.',
    );
    await expect(check({ gender: 'Female', dob: '2008-11-22' })).resolves.toBeTruthy();
  });

  it('refuses impossible dates and future births', async () => {
    await expect(check({ dob: '2001-02-30' })).rejects.toThrow(/valid date/);
    await expect(check({ dob: '2030-01-01' })).rejects.toThrow(/future/);
  });

  it('keeps passwords 8–128 long, matching, and not common', async () => {
    await expect(check({ password: 'short', re_password: 'short' })).rejects.toThrow(/at least 8/);
    await expect(check({ password: 'Password123', re_password: 'Password123' })).rejects.toThrow(
      /too common/,
    );
    await expect(check({ re_password: 'something else' })).rejects.toThrow(/do not match/);
    const long = 'x'.repeat(129);
    await expect(check({ password: long, re_password: long })).rejects.toThrow(/at most 128/);
  });

  it('requires consent and refuses unknown fields', async () => {
    await expect(check({ consent: '' })).rejects.toThrow(/consent/);
    await expect(check({ is_admin: '1' })).rejects.toThrow(/Unexpected field/);
  });

  it('checks formats: height in cm, pincode, mobile, birth time', async () => {
    await expect(check({ height: '5.9' })).rejects.toThrow(/cm/);
    await expect(check({ pincode: '12345' })).rejects.toThrow(/pincode/);
    await expect(check({ contact_no: '12345' })).rejects.toThrow(/mobile/);
    await expect(check({ birth_time: '25:00' })).rejects.toThrow(/HH:MM/);
    await expect(check({ family_anum: '7' })).rejects.toThrow(/listed options/);
  });
});

describe('a select left blank (first error, as the server reads it)', () => {
  it.each(['gender', 'skin_color', 'brother_status', 'registered_by', 'self_anum'])(
    '%s blank or at 0 gets the message of requirements §8.2.1, an unlisted value the list message',
    async (f) => {
      const first = (over: Record<string, string>) =>
        inWords(
          registrationSchema.validate(
            { ...validRegistration, ...over },
            { context: { today }, abortEarly: true },
          ),
        );
      await expect(first({ [f]: '' })).rejects.toThrow('Fill blank records!');
      await expect(first({ [f]: '0' })).rejects.toThrow('Fill blank records!');
      await expect(first({ [f]: 'Something else' })).rejects.toThrow(
        'Please choose one of the listed options.',
      );
    },
  );
});
