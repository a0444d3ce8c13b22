import { COUNTRY_CODE } from '../../../shared/domain/constants';

/** A local number without its country code or trunk 0: "098290 12345" → "98290 12345". */
export function localNumber(phone: string): string {
  const cc = COUNTRY_CODE.replace('+', '');
  return phone
    .trim()
    .replace(new RegExp(`^(\\+${cc}|00${cc})[\\s-]*`), '')
    .replace(/^0(?=\d)/, '');
}

/** Requirements §9: mobiles are shown with +91. */
export const displayPhone = (phone: string) => `${COUNTRY_CODE} ${localNumber(phone)}`;

export const telHref = (phone: string) =>
  `tel:${COUNTRY_CODE}${localNumber(phone).replace(/\D/g, '')}`;
