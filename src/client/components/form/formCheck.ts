import { ValidationError, type AnySchema } from 'yup';
import { MESSAGES } from '../../../shared/domain/messages';

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

export const isBlankError = (error: string | undefined) => error === MESSAGES.fillBlank;

/** The field's own line: the page-level alert carries requirements §5's 'Fill blank records!'. */
export const fieldLine = (error: string | undefined): string | undefined =>
  isBlankError(error) ? 'Please fill this in.' : error;

/** The page-level text of a failed check: the seed's when a required field is empty. */
export function checkAlertText(errors: FieldErrors): string {
  return Object.values(errors).some(isBlankError)
    ? MESSAGES.fillBlank
    : 'Please correct the fields marked below.';
}
