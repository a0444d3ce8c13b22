import { COUNTRY_CODE } from '../../../shared/domain/constants';

/** Digits only: +91 is shown beside the box, so a typed country code is dropped too. */
export function phoneDigits(raw: string): string {
  const trimmed = raw.trim();
  const local = trimmed.startsWith(COUNTRY_CODE) ? trimmed.slice(COUNTRY_CODE.length) : trimmed;
  return local.replace(/\D/g, '');
}
