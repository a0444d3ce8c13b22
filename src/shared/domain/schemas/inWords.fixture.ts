import { checkText } from '../checks';
import type { Language } from '../languages';

/**
 * A schema's validation with its failure said in words (the schemas say check keys:
 * src/shared/domain/checks.ts), so a test reads the sentence a reader would see.
 */
export const inWords = <T>(validation: Promise<T>, language: Language = 'en'): Promise<T> =>
  validation.catch((e: unknown) => {
    throw new Error(checkText(e instanceof Error ? e.message : String(e), language));
  });
