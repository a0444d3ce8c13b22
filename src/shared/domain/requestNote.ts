/**
 * The short note a member may send with an interest (issue 15, item 9; requirements §4.5.5): chosen
 * from a few polite templates or written, at most REQUEST_NOTE_MAX characters, optional. Only the
 * receiver sees it (and its sender in their own data export).
 */
export const REQUEST_NOTE_MAX = 300;

/** Ready-made notes, for families who would rather not write one. */
export const REQUEST_NOTE_TEMPLATES: readonly string[] = [
  'We liked your profile and would like to know more about your family.',
  'Our families seem to share similar values. We would be glad to hear from you.',
  'Namaste. We found your profile suitable and would like to take this forward with your blessing.',
];

export const REQUEST_NOTE_MESSAGES = {
  tooLong: `Your note is too long. Please keep it to ${REQUEST_NOTE_MAX} characters or fewer.`,
} as const;

/** The note as stored: trimmed, and null when nothing is left. */
export function requestNoteOf(raw: string | undefined): string | null {
  const note = (raw ?? '').trim();
  return note === '' ? null : note;
}

/** Counted in UTF-16 units, as the browser's maxlength counts them. */
export const isRequestNoteTooLong = (note: string): boolean => note.length > REQUEST_NOTE_MAX;
