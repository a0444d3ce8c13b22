import { COUNTRY_CODE } from './constants';

/**
 * What people type between the digits of a phone number. Nothing else is dropped: letters, markup
 * or other scripts' digits stay in, so the form's check refuses them with its message instead of
 * quietly sending the digits it found among them.
 */
const SEPARATORS = /[\s\-.()]/g;

const CC_DIGITS = COUNTRY_CODE.replace('+', '');
/** The country code as typed or stored: "+91" or "0091", with the space or dash after it. */
const COUNTRY_PREFIX = new RegExp(`^(\\+${CC_DIGITS}|00${CC_DIGITS})[\\s-]*`);

/** One rule for both directions: a number without its country code, as people write it. */
const withoutCountryCode = (phone: string): string => phone.trim().replace(COUNTRY_PREFIX, '');

/** The number as sent: +91 is shown beside the box, so a typed country code is dropped too. */
export function phoneDigits(raw: string): string {
  return withoutCountryCode(raw).replace(SEPARATORS, '');
}

/** A local number without its country code or trunk 0: "098290 12345" → "98290 12345". */
export function localNumber(phone: string): string {
  return withoutCountryCode(phone).replace(/^0(?=\d)/, '');
}

/** Requirements §9: mobiles are shown with +91. */
export const displayPhone = (phone: string) => `${COUNTRY_CODE} ${localNumber(phone)}`;

export const telHref = (phone: string) =>
  `tel:${COUNTRY_CODE}${localNumber(phone).replace(/\D/g, '')}`;
