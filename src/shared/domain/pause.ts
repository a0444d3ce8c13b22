/**
 * How long a member may pause the profile (hidden from search, no new interests). A pause ends
 * by itself at its end (read time decides, no job); 'open' lasts until the member resumes.
 */
export const PAUSE_CHOICES = [
  { value: '2w', label: '2 weeks', days: 14 },
  { value: '1m', label: '1 month', days: 30 },
  { value: '3m', label: '3 months', days: 90 },
  { value: 'open', label: 'Until I resume', days: null },
] as const;

export type PauseChoice = (typeof PAUSE_CHOICES)[number]['value'];

const DAY_MS = 24 * 60 * 60 * 1000;

export const isPauseChoice = (v: string): v is PauseChoice =>
  PAUSE_CHOICES.some((c) => c.value === v);

/** The end of a pause chosen at `now` (ISO), or null for a pause until the member resumes. */
export function pauseEnd(choice: PauseChoice, now: Date): string | null {
  const days = PAUSE_CHOICES.find((c) => c.value === choice)?.days ?? null;
  return days === null ? null : new Date(now.getTime() + days * DAY_MS).toISOString();
}
