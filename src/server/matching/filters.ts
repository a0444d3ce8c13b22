import { parseSerParams, type SerParamsResult } from '../../shared/domain/schemas/search';
import { BoundedLru } from '../cache';

/** Distinct filter texts kept, and the bytes they may hold (a text is at most 2 KB). */
const KEPT_FILTERS = 500;
const KEPT_BYTES = 1024 * 1024;
/** What a kept result holds beside its text: a generous bound for its fields and lists. */
const RESULT_BYTES = 1024;

// Made at the first search, not when this module loads: the cache's index reaches the handlers
// (this module among them) while it loads itself.
let kept: BoundedLru<SerParamsResult> | undefined;

/** Freezes a result and its lists: every search with the same text shares it. */
function frozen(result: SerParamsResult): SerParamsResult {
  if (result.ok) {
    for (const v of Object.values(result.value)) if (Array.isArray(v)) Object.freeze(v);
    Object.freeze(result.value);
  }
  return Object.freeze(result);
}

/**
 * A search's filters (ser_params), read once per distinct text: paging through results sends the
 * same text again, and so do many members' usual searches. yup's check of the text was about an
 * eighth of a getMembers answer's server CPU (a profile under load at 100k members, 2026-12-07:
 * about 250 µs, even for no filters). What parseSerParams makes of a text depends on the text
 * alone, so a kept result is the same answer; the number and size of kept texts are bounded, so
 * made-up texts only push each other out.
 */
export function readFilters(text: string): SerParamsResult {
  kept ??= new BoundedLru<SerParamsResult>(KEPT_FILTERS, KEPT_BYTES, () => RESULT_BYTES);
  const known = kept.get(text);
  if (known) return known;
  const result = frozen(parseSerParams(text));
  kept.set(text, result);
  return result;
}
