import { isWireError } from '../../api/wireBaseQuery';

/** A failed call's plain message (the service's own words where it gave some). */
export function errorText(error: unknown): string | null {
  if (!error) return null;
  if (isWireError(error) && error.message) return error.message;
  return 'Something went wrong. Please try again.';
}
