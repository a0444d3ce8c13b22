/**
 * Control characters in typed text (requirements §5, text fields). C0 and C1 controls and DEL
 * can clear a terminal, forge a row in the team's command output or split a mail header; no
 * person types them. Multi-line fields keep their line breaks, nothing else.
 */
export const MULTI_LINE_FIELDS: readonly string[] = [
  'address',
  'brother_det',
  'sister_det',
  'about_me',
  'message',
  // The site settings of kind 'text' (siteSettings.ts MULTI_LINE_SETTINGS; a test compares).
  'trust_address',
  'footer_disclaimer',
  'mail_sign_off',
  // Their Hindi, as siteSettingsSave is sent it (hindiText.ts HINDI_SETTING_KEYS; a test compares).
  'hi_trust_address',
  'hi_footer_disclaimer',
];

// eslint-disable-next-line no-control-regex
const ANY_CONTROL = /[\u0000-\u001f\u007f-\u009f]/;
// eslint-disable-next-line no-control-regex
const CONTROL_BUT_NEWLINES = /[\u0000-\u0009\u000b\u000c\u000e-\u001f\u007f-\u009f]/;

export function hasControlChars(value: string, multiLine = false): boolean {
  return (multiLine ? CONTROL_BUT_NEWLINES : ANY_CONTROL).test(value);
}

export const CONTROL_CHARS_MESSAGE =
  'Please remove the invisible control characters (such as escape or tab) from this text.';

// Also the bidirectional overrides and isolates, which reorder what a terminal shows.
// eslint-disable-next-line no-control-regex
const NON_PRINTABLE = /[\u0000-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]/g;

/** Text for a terminal or a mail header: every non-printable shown as a visible \u escape. */
export function printable(value: string): string {
  return value.replace(NON_PRINTABLE, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);
}
