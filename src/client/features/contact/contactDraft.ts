import { CONTACT_FIELDS, EMPTY_CONTACT, type ContactValues } from './contactForm';

/**
 * The unsent message lives in sessionStorage, so a reload or a crashed tab keeps it; it is
 * removed once the trust has received it. Storage can be unavailable (private modes, quotas):
 * then the form simply works without a draft.
 */
export const DRAFT_KEY = 'contact.draft';

export function loadDraft(): ContactValues {
  try {
    const raw = sessionStorage.getItem(DRAFT_KEY);
    if (!raw) return EMPTY_CONTACT;
    const parsed: unknown = JSON.parse(raw);
    if (typeof parsed !== 'object' || parsed === null) return EMPTY_CONTACT;
    const draft = { ...EMPTY_CONTACT };
    for (const f of CONTACT_FIELDS) {
      const v = (parsed as Record<string, unknown>)[f];
      if (typeof v === 'string') draft[f] = v;
    }
    return draft;
  } catch {
    return EMPTY_CONTACT;
  }
}

export function saveDraft(values: ContactValues): void {
  try {
    if (CONTACT_FIELDS.some((f) => values[f] !== '')) {
      sessionStorage.setItem(DRAFT_KEY, JSON.stringify(values));
    } else {
      sessionStorage.removeItem(DRAFT_KEY);
    }
  } catch {
    // No storage: nothing to keep the draft in.
  }
}

export function clearDraft(): void {
  try {
    sessionStorage.removeItem(DRAFT_KEY);
  } catch {
    // No storage: nothing to clear.
  }
}
