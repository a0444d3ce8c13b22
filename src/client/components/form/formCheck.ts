import { ValidationError, type AnySchema } from 'yup';
import { check, checkKeyOf, checkText } from '../../../shared/domain/checks';
import type { Language } from '../../../shared/domain/languages';

export type FieldErrors = Partial<Record<string, string>>;

/** Every field's first problem under a shared schema: the same rules the service applies. */
export function schemaErrors(schema: AnySchema, values: unknown, context?: object): FieldErrors {
  try {
    schema.validateSync(values, { abortEarly: false, context });
    return {};
  } catch (e) {
    if (!(e instanceof ValidationError)) throw e;
    const errors: FieldErrors = {};
    for (const issue of e.inner.length ? e.inner : [e]) {
      if (issue.path && !errors[issue.path]) errors[issue.path] = issue.message;
    }
    return errors;
  }
}

export const isBlankError = (error: string | undefined) => checkKeyOf(error) === 'fillBlank';

/**
 * The field's own line in the page's language (the schemas say their checks as keys:
 * src/shared/domain/checks.ts); the page-level alert carries requirements §5's 'Fill blank records!'.
 */
export const fieldLine = (error: string | undefined, language: Language): string | undefined =>
  checkText(isBlankError(error) ? check('fillThisIn') : error, language);

/**
 * The page-level text of a failed check: the seed's when a required field is empty, word for word
 * in English (QA matches it) and its Hindi on a Hindi page.
 */
export function checkAlertText(errors: FieldErrors, language: Language): string {
  return checkText(
    check(Object.values(errors).some(isBlankError) ? 'fillBlank' : 'correctMarked'),
    language,
  );
}

/** Every field's check in words (for a form that shows schemaErrors itself, like the console's). */
export const checkTexts = (errors: FieldErrors, language: Language): FieldErrors =>
  Object.fromEntries(Object.entries(errors).map(([field, e]) => [field, checkText(e, language)]));
