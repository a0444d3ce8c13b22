import { profileFields } from './schemas/registration';
import { displayPhone, localNumber, phoneDigits, telHref } from './phone';

describe('phoneDigits', () => {
  it('drops the country code and the separators people type', () => {
    expect(phoneDigits(' +91 98765-43210 ')).toBe('9876543210');
    expect(phoneDigits('(98765) 43.210')).toBe('9876543210');
    expect(phoneDigits('0091-98765 43210')).toBe('9876543210');
  });

  it('shows and dials a stored number the same way, whatever country code form it has', () => {
    for (const stored of ['+91 98290 12345', '0091-98290 12345', '098290 12345', '98290 12345']) {
      expect(localNumber(stored)).toBe('98290 12345');
      expect(displayPhone(stored)).toBe('+91 98290 12345');
      expect(telHref(stored)).toBe('tel:+919829012345');
    }
  });

  it('keeps anything else, so the check refuses it instead of the form dropping it', () => {
    for (const typed of ['98765<b>43210</b>', '९८७६५४३२१०', "9876543210'; DROP TABLE x; --"]) {
      expect(phoneDigits(typed)).not.toMatch(/^\d*$/);
      expect(profileFields.contact_no.isValidSync(phoneDigits(typed))).toBe(false);
    }
  });
});
