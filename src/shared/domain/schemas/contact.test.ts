import { contactSchema } from './contact';

const valid = { _name: 'Asha Goyal', contact_no: '9876543210', email: '', message: 'Hello' };

describe('contact schema', () => {
  it('accepts the required fields with no email', async () => {
    await expect(contactSchema.validate(valid)).resolves.toMatchObject(valid);
  });

  it.each(['_name', 'contact_no', 'message'] as const)('refuses an empty or "0" %s', async (f) => {
    await expect(contactSchema.validate({ ...valid, [f]: '' })).rejects.toThrow(
      'Fill blank records!',
    );
    await expect(contactSchema.validate({ ...valid, [f]: '0' })).rejects.toThrow(
      'Fill blank records!',
    );
  });

  it('refuses a malformed email but not an absent one', async () => {
    await expect(contactSchema.validate({ ...valid, email: 'asha@' })).rejects.toThrow(/email/);
  });

  it('refuses unknown fields', async () => {
    await expect(
      contactSchema.validate({ ...valid, admin: '1' }, { strict: true }),
    ).rejects.toThrow(/Unexpected field/);
  });
});
