import { isWireError } from '../../api/wireBaseQuery';
import type { Translate } from '../../entities/language';

/** A failed call's plain message (the service's own words where it gave some). */
export function errorText(error: unknown, t: Translate): string | null {
  if (!error) return null;
  if (isWireError(error) && error.message) return error.message;
  return t('list.somethingWrong');
}
