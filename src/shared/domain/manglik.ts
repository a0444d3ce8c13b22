import { MANGALIC_STATUSES } from './constants';

/**
 * How screens name the Manglik statuses (issue #15 item 10: one spelling, "Manglik", on every
 * screen); the values stay as the wire spells them (requirements §3.4).
 */
export const MANGLIK_LABELS: Record<(typeof MANGALIC_STATUSES)[number], string> = {
  Mangalic: 'Manglik',
  'Anshik Mangalic': 'Anshik (partly) Manglik',
  General: 'Not Manglik (General)',
};

/** The label of a stored value; a value outside the list is shown as it is. */
export const manglikLabel = (value: string): string =>
  (MANGLIK_LABELS as Record<string, string>)[value] ?? value;
