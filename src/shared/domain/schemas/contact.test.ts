import { contactSchema } from './contact';
import { inWords } from './inWords.fixture';

const valid = { _name: 'Asha Goyal', contact_no: '9876543210', email: '', message: 'Hello' };
const validate = (value: object, strict = false) =>
  inWords(contactSchema.validate(value, { strict }));

describe('contact schema', () => {
  it('accepts the required fields with no email', async () => {
    await expect(contactSchema.validate(valid)).resolves.toMatchObject(valid);
  });

  it.each(['_name', 'contact_no', 'message'] as const)('refuses an empty or "0" %s', async (f) => {
    await expect(validate({ ...valid, [f]: '' })).rejects.toThrow('Fill blank records!');
    await expect(validate({ ...valid, [f]: '0' })).rejects.toThrow('Fill blank records!');
  });

  it('refuses a malformed email but not an absent one', async () => {
    await expect(validate({ ...valid, email: 'asha@' })).rejects.toThrow(/email/);
  });

  it('refuses unknown fields', async () => {
    await expect(validate({ ...valid, admin: '1' }, true)).rejects.toThrow(/Unexpected field/);
  });
});
