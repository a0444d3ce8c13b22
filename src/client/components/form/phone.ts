import { COUNTRY_CODE } from '../../../shared/domain/constants';

/**
 * What people type between the digits of a phone number. Nothing else is dropped: letters, markup
 * or other scripts' digits stay in, so the form's check refuses them with its message instead of
 * quietly sending the digits it found among them.
 */
const SEPARATORS = /[\s\-.()]/g;

/** The number as sent: +91 is shown beside the box, so a typed country code is dropped too. */
export function phoneDigits(raw: string): string {
  const trimmed = raw.trim();
  const local = trimmed.startsWith(COUNTRY_CODE) ? trimmed.slice(COUNTRY_CODE.length) : trimmed;
  return local.replace(SEPARATORS, '');
}
