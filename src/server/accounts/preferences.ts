import { ValidationError } from 'yup';
import { PREFERENCE_FIELDS, type Preferences } from '../../shared/domain/preferences';
import { PREFERENCE_CHECKS, preferencesSchema } from '../../shared/domain/schemas/preferences';
import { stateExists } from '../content';
import type { Db } from '../plugins/db';
import { firstError } from './input';

export type PreferencesUpdate =
  { ok: true; value: Preferences | null } | { ok: false; message: string };

/**
 * The about me and preferences update_profile was sent, over the stored ones, checked by the
 * shared schema. Null when none was sent: an older client's save leaves them as they are.
 */
export async function preferencesUpdate(
  db: Db,
  request: Partial<Record<string, string>>,
  stored: Preferences,
): Promise<PreferencesUpdate> {
  const sent = PREFERENCE_FIELDS.filter((f) => request[f] !== undefined);
  if (sent.length === 0) return { ok: true, value: null };
  const merged = { ...stored, ...Object.fromEntries(sent.map((f) => [f, request[f]])) };
  let value: Preferences;
  try {
    value = await preferencesSchema.validate(merged, { abortEarly: true, strict: false });
  } catch (err) {
    if (err instanceof ValidationError) return { ok: false, message: firstError(err) };
    throw err;
  }
  if (value.pref_state && value.pref_state !== stored.pref_state) {
    if (!(await stateExists(db, value.pref_state)))
      return { ok: false, message: PREFERENCE_CHECKS.state };
  }
  return { ok: true, value };
}
