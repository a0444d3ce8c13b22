import { REFERENCE_FIELDS } from '../profile';
import { profileUpdateSchema } from './profile';
import { inWords } from './inWords.fixture';
import { validRegistration } from './registration.fixture';

const today = new Date(Date.UTC(2026, 10, 22));
// eslint-disable-next-line @typescript-eslint/no-unused-vars -- dropping the registration-only fields
const { password, re_password, consent, ...profile } = validRegistration;

const check = (over: Record<string, string>) =>
  inWords(
    profileUpdateSchema.validate({ ...profile, ...over }, { context: { today }, strict: false }),
  );

describe('profile update schema', () => {
  it('accepts a complete profile', async () => {
    await expect(check({})).resolves.toMatchObject({ mem_name: 'Rohan Mittal' });
  });

  it('has no reference-person fields and drops them when sent', async () => {
    for (const f of REFERENCE_FIELDS) {
      expect(Object.keys(profileUpdateSchema.fields)).not.toContain(f);
    }
    await expect(check({ ref_one_nm: 'Someone' })).resolves.not.toHaveProperty('ref_one_nm');
  });

  it('keeps the registration rules: required fields, age, height in cm', async () => {
    await expect(check({ city_nm: '' })).rejects.toThrow('Fill blank records!');
    await expect(check({ gender: 'Male', dob: '2010-01-01' })).rejects.toThrow(
      'Men must be at least 21 years old to register.',
    );
    await expect(check({ height: '5' })).rejects.toThrow(/between 120 and 230 cm/);
  });
});
