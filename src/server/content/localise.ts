import {
  HINDI_MENU_FIELDS,
  HINDI_RECORD_FIELDS,
  readStoredHindi,
} from '../../shared/domain/hindiText';
import type { Language } from '../../shared/domain/languages';

function localised<R extends { hi?: string }>(row: R, fields: readonly string[]): R {
  const hindi = readStoredHindi(row.hi);
  const out: Record<string, unknown> = { ...row };
  for (const field of fields) if (hindi[field] !== undefined) out[field] = hindi[field];
  return out as R;
}

/**
 * A content row in the asked language, before it becomes an answer (so Hindi rich text is
 * cleaned exactly as the English): each text field with Hindi reads it whole, every other field
 * stays English. Never a mix inside one field; uri_key stays the English title's slug.
 */
export function localiseRecordRow<R extends { hi?: string }>(row: R, lang: Language): R {
  return lang === 'hi' ? localised(row, HINDI_RECORD_FIELDS) : row;
}

/** A menu row in the asked language (label, page title, description, keywords). */
export function localiseMenuRow<R extends { hi?: string }>(row: R, lang: Language): R {
  return lang === 'hi' ? localised(row, HINDI_MENU_FIELDS) : row;
}
