import { profileFields } from '../../../shared/domain/schemas/registration';
import { phoneDigits } from './phone';

describe('phoneDigits', () => {
  it('drops the country code and the separators people type', () => {
    expect(phoneDigits(' +91 98765-43210 ')).toBe('9876543210');
    expect(phoneDigits('(98765) 43.210')).toBe('9876543210');
  });

  it('keeps anything else, so the check refuses it instead of the form dropping it', () => {
    for (const typed of ['98765<b>43210</b>', '९८७६५४३२१०', "9876543210'; DROP TABLE x; --"]) {
      expect(phoneDigits(typed)).not.toMatch(/^\d*$/);
      expect(profileFields.contact_no.isValidSync(phoneDigits(typed))).toBe(false);
    }
  });
});
