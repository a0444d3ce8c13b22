/**
 * The words and look of a field's Hindi input, the same on every screen that edits text a
 * reader of हिन्दी sees (issue #18 item 4: Pages, Menus, Site settings): it stands beside the
 * English, says what it is in words, and is marked lang="hi".
 */
export const HINDI_HINT = 'What readers who chose हिन्दी see; left empty, they see the English.';

/** The Hindi input's label: the English field's, "in Hindi". */
export const hindiLabel = (label: string) => `${label} in Hindi`;

/** The field and its Hindi side by side where there is room (console.css). */
export const HINDI_PAIR_CLASS = 'console-field-pair';
