import { ValidationError, type AnySchema } from 'yup';
import { checkText, isCheck } from '../../../shared/domain/checks';
import { forgotSchema, loginSchema, newPasswordSchema, otpSchema } from './loginForms';

/** Every message a schema gives for these values. */
function messagesOf(schema: AnySchema, value: unknown): string[] {
  try {
    schema.validateSync(value, { abortEarly: false });
    return [];
  } catch (e) {
    if (!(e instanceof ValidationError)) throw e;
    return e.errors;
  }
}

// Issue #18 item 3: the login flow's own checks are keys too, said in the page's language.
describe("the login flow's checks", () => {
  const bad: [string, AnySchema, object[]][] = [
    ['login', loginSchema, [{}, { email: 'asha@', password: '' }, { email: 'x'.repeat(400) }]],
    ['forgot', forgotSchema, [{}, { email: 'asha' }]],
    ['code', otpSchema, [{}, { otp: '12ab' }, { otp: '1234567' }]],
    [
      'new password',
      newPasswordSchema,
      [{}, { password: 'short', confirm: 'other' }, { password: 'Password123', confirm: '' }],
    ],
  ];

  it.each(bad)('%s says only check keys', (_name, schema, values) => {
    const messages = values.flatMap((v) => messagesOf(schema, v));
    expect(messages.length).toBeGreaterThan(values.length - 1);
    expect(messages.filter((m) => !isCheck(m))).toEqual([]);
  });

  it('reads the same English as before and Hindi in Hindi', () => {
    const [otp] = messagesOf(otpSchema, { otp: '12ab' });
    expect(checkText(otp, 'en')).toBe('Please enter the 6-digit code from the email.');
    expect(checkText(otp, 'hi')).toBe('कृपया ईमेल में आया 6 अंकों का कोड लिखें।');
    const [differ] = messagesOf(newPasswordSchema, {
      password: 'monsoon evenings',
      confirm: 'other',
    });
    expect(checkText(differ, 'en')).toBe('The two passwords do not match.');
  });
});
