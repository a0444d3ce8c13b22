import { EMPTY_REGISTRATION, type RegistrationValues } from './registrationForm';

/**
 * The registration in progress lives in sessionStorage, so a reload keeps it — never the
 * passwords, which are typed again. It is removed once the registration is received.
 */
export const REGISTRATION_DRAFT_KEY = 'registration.draft';
const NOT_KEPT = new Set<keyof RegistrationValues>(['password', 're_password']);

export function loadRegistrationDraft(): RegistrationValues {
  try {
    const parsed: unknown = JSON.parse(sessionStorage.getItem(REGISTRATION_DRAFT_KEY) ?? 'null');
    if (typeof parsed !== 'object' || parsed === null) return EMPTY_REGISTRATION;
    const draft = { ...EMPTY_REGISTRATION };
    for (const key of Object.keys(draft) as (keyof RegistrationValues)[]) {
      const v = (parsed as Record<string, unknown>)[key];
      if (typeof v === 'string' && !NOT_KEPT.has(key)) draft[key] = v;
    }
    return draft;
  } catch {
    return EMPTY_REGISTRATION;
  }
}

export function saveRegistrationDraft(values: RegistrationValues): void {
  try {
    const kept = Object.fromEntries(
      Object.entries(values).filter(
        ([k, v]) =>
          !NOT_KEPT.has(k as keyof RegistrationValues) &&
          v !== EMPTY_REGISTRATION[k as keyof RegistrationValues],
      ),
    );
    if (Object.keys(kept).length === 0) sessionStorage.removeItem(REGISTRATION_DRAFT_KEY);
    else sessionStorage.setItem(REGISTRATION_DRAFT_KEY, JSON.stringify(kept));
  } catch {
    // No storage: the form works without a draft.
  }
}

export function clearRegistrationDraft(): void {
  try {
    sessionStorage.removeItem(REGISTRATION_DRAFT_KEY);
  } catch {
    // No storage: nothing to clear.
  }
}
