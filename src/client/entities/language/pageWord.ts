import type { MessageId } from './messages/en';
import type { MessageValues } from './catalogues';
import type { LanguageTools } from './useT';

/**
 * A word of the content pages' own chrome (not found, a page problem, detail, site search, Write
 * to Us). Their English is not in the first-load catalogue, which is full (issue #18), so each
 * page keeps its English beside the key in a small table of its own chunk (`…Words.ts`, checked
 * against en.ts by catalogues.test.ts); another language reads the key from its catalogue.
 */
export type PageWords = Partial<Record<MessageId, string>>;

export function pageWord(
  { language, t }: LanguageTools,
  words: PageWords,
  id: MessageId,
  values: MessageValues = {},
): string {
  if (language !== 'en') return t(id, values);
  return (words[id] ?? id).replace(/\{(\w+)\}/g, (all, name: string) =>
    name in values ? String(values[name]) : all,
  );
}
