import { ValidationError, type AnySchema } from 'yup';
import { CHECKS, check, checkKeyOf, checkText, isCheck, type CheckKey } from './checks';
import { MESSAGES } from './messages';
import { contactSchema } from './schemas/contact';
import { languageSchema } from './schemas/language';
import { menuEntryFormSchema, menuNoteSchema } from './schemas/menus';
import { officeRegistrationSchema } from './schemas/officeRegistration';
import { preferencesSchema } from './schemas/preferences';
import { profileUpdateSchema } from './schemas/profile';
import { registrationSchema } from './schemas/registration';
import { validRegistration } from './schemas/registration.fixture';
import { serParamsSchema } from './schemas/search';
import { siteSettingsSchema } from './schemas/siteSettings';

const placeholders = (text: string) =>
  [...new Set([...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]))].sort();

describe('the table of check messages', () => {
  it.each(Object.keys(CHECKS) as CheckKey[])(
    '%s names the same values in English and Hindi',
    (key) => {
      const { en, hi } = CHECKS[key];
      expect(placeholders(hi)).toEqual(placeholders(en));
      expect(hi).not.toEqual(en);
      // Hindi is Devanagari (names such as HH:MM or English inside it are fine).
      expect(hi).toMatch(/[\u0900-\u097F]/);
    },
  );

  it("keeps the seed's message word for word in English", () => {
    expect(checkText(check('fillBlank'), 'en')).toBe(MESSAGES.fillBlank);
    expect(checkText(check('fillBlank'), 'hi')).toBe('खाली जगहें भरें।');
  });

  it('fills the values in either language', () => {
    expect(checkText(check('tooLong', { max: 120 }), 'en')).toBe(
      'Please keep this to 120 characters or fewer.',
    );
    expect(checkText(check('height', { min: 120, max: 230 }), 'hi')).toBe(
      'कृपया 120 से 230 सेमी के बीच का कद लिखें।',
    );
    // A value is put in as written, even when it holds braces.
    expect(checkText(check('unexpectedField', { unknown: '{max}' }), 'en')).toBe(
      'Unexpected field: {max}',
    );
  });

  it('passes anything that is not a check through unchanged', () => {
    for (const words of ['Invalid OTP', 'check:noSuchKey', 'check:tooLong{broken', '']) {
      expect(checkText(words, 'hi')).toBe(words);
      expect(isCheck(words)).toBe(false);
    }
    expect(checkText(undefined, 'hi')).toBeUndefined();
    expect(checkKeyOf(check('email'))).toBe('email');
  });
});

/** Every message a schema gives for these values (all fields at once). */
function messagesOf(schema: AnySchema, value: unknown, context?: object): string[] {
  try {
    schema.validateSync(value, { abortEarly: false, strict: false, context });
    return [];
  } catch (e) {
    if (!(e instanceof ValidationError)) throw e;
    return e.errors;
  }
}

const today = new Date(Date.UTC(2026, 10, 22));
const fieldsOf = (schema: AnySchema) =>
  Object.keys((schema as unknown as { fields: Record<string, unknown> }).fields);
const everyField = (schema: AnySchema, value: unknown) =>
  Object.fromEntries(fieldsOf(schema).map((f) => [f, value]));

/**
 * Representative bad input: empty, at 0, far too long, garbage, a number, plus each schema's own
 * (the wire and the forms only ever hold strings).
 */
const BAD_VALUES: unknown[] = ['', '0', 'x'.repeat(5000), 'not-valid!', 42, ' '];

describe('every message of the shared forms is a check key', () => {
  const schemas: [string, AnySchema, object[]][] = [
    [
      'registration',
      registrationSchema,
      [
        { ...validRegistration, gender: 'Male', dob: '2010-01-01' },
        { ...validRegistration, gender: 'Female', dob: '2010-01-01' },
        { ...validRegistration, dob: '2030-01-01' },
        { ...validRegistration, password: 'Password123', re_password: 'other' },
        { ...validRegistration, password: 'short', re_password: 'short', is_admin: '1' },
      ],
    ],
    ['profile update', profileUpdateSchema, [{ ...validRegistration, dob: '2030-01-01' }]],
    ['office registration', officeRegistrationSchema, [{ ...validRegistration, x: '1' }]],
    ['Write to Us', contactSchema, [{ email: 'asha@', contact_no: 'abc', other: '1' }]],
    ['language', languageSchema, [{ language: 'fr' }]],
    [
      'preferences',
      preferencesSchema,
      [
        { pref_age_min: '40', pref_age_max: '20', pref_height_min: '200', pref_height_max: '150' },
        { pref_education: 'Nothing', pref_income: '7', pref_marital: 'x', pref_manglik: 'x', z: 1 },
      ],
    ],
    ['site settings note', siteSettingsSchema.pick(['note']), []],
    [
      'search filters',
      serParamsSchema,
      [
        { ageMin: 40, ageMax: 20, heightMin: 200, heightMax: 150, lowRange: 10, highRange: 5 },
        { education: Array.from({ length: 60 }, () => 'x'), withPhoto: 'maybe', nope: 1 },
      ],
    ],
  ];

  it.each(schemas)('%s', (_name, schema, extra) => {
    const inputs = [{}, ...BAD_VALUES.map((v) => everyField(schema, v)), ...extra];
    const messages = inputs.flatMap((value) => messagesOf(schema, value, { today }));
    expect(messages.length).toBeGreaterThan(0);
    expect(messages.filter((m) => !isCheck(m))).toEqual([]);
  });

  it("the console's menu note and entry labels", () => {
    const messages = [
      ...messagesOf(menuNoteSchema, 'x'.repeat(5000)),
      ...messagesOf(menuEntryFormSchema.pick(['label']), { label: '' }),
      ...messagesOf(menuEntryFormSchema.pick(['label']), { label: 'x'.repeat(5000) }),
    ];
    expect(messages.length).toBe(3);
    expect(messages.filter((m) => !isCheck(m))).toEqual([]);
  });
});
