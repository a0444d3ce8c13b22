/** The site search of the header (curl_type searchContent): limits both sides agree on. */
export const SITE_SEARCH = {
  /** Characters (code points) of the trimmed words. */
  minLength: 2,
  maxLength: 80,
  maxResults: 20,
  /** About how long a result's snippet is, in characters. */
  snippetLength: 160,
} as const;

export const SITE_SEARCH_MESSAGES = {
  tooShort: `Please type at least ${SITE_SEARCH.minLength} characters to search.`,
  tooLong: `Please use at most ${SITE_SEARCH.maxLength} characters to search.`,
} as const;

export type SearchWords = { ok: true; q: string } | { ok: false; message: string };

/** The words to search for: trimmed, and between the two lengths. */
export function checkSearchWords(raw: string | null | undefined): SearchWords {
  const q = (raw ?? '').trim().replace(/\s+/g, ' ');
  const length = [...q].length;
  if (length < SITE_SEARCH.minLength) return { ok: false, message: SITE_SEARCH_MESSAGES.tooShort };
  if (length > SITE_SEARCH.maxLength) return { ok: false, message: SITE_SEARCH_MESSAGES.tooLong };
  return { ok: true, q };
}
