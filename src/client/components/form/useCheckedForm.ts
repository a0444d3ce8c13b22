import { useFormik, type FormikErrors } from 'formik';
import { useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import { MESSAGES } from '../../../shared/domain/messages';
import type { Language } from '../../../shared/domain/languages';
import { checkAlertText, fieldLine, isBlankError } from './formCheck';

interface Options<V extends object> {
  initialValues: V;
  validate: (values: V) => FormikErrors<V>;
  /** Fields in screen order: the first invalid one takes focus. */
  fields: readonly (keyof V & string)[];
  /** The id of a field's control (the one focus goes to). */
  idOf: (field: keyof V & string) => string;
  /** Runs once the check passes. */
  onValid: (values: V) => void | Promise<void>;
  enableReinitialize?: boolean;
  /**
   * False for long forms: the whole schema then runs on blur and on submit, not on every key.
   */
  validateOnChange?: boolean;
  /** The language the check messages are said in (the page's; the console's is English). */
  language?: Language;
}

/**
 * Requirements §5's generic check on a formik form: nothing is sent until every field passes; a failed
 * check marks the fields red, says so in an alert and moves focus to the first one. Before the
 * first submit only format mistakes of visited fields are pointed out, never an empty box.
 */
export function useCheckedForm<V extends object>({
  initialValues,
  validate,
  fields,
  idOf,
  onValid,
  enableReinitialize,
  validateOnChange = true,
  language = 'en',
}: Options<V>) {
  const formik = useFormik<V>({
    initialValues,
    validate,
    onSubmit: () => undefined,
    enableReinitialize,
    validateOnChange,
  });
  const [failedChecks, setFailedChecks] = useState(0);
  const [crashes, setCrashes] = useState(0);
  const formRef = useRef<HTMLFormElement>(null);
  const inFlight = useRef(false);
  const errors = formik.errors as Partial<Record<string, string>>;
  const touched = formik.touched as Partial<Record<string, boolean>>;

  const errorFor = (field: keyof V & string): string | undefined => {
    const error = errors[field];
    if (!error) return undefined;
    if (failedChecks > 0) return fieldLine(error, language);
    return touched[field] && !isBlankError(error) ? fieldLine(error, language) : undefined;
  };

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (inFlight.current) return;
    inFlight.current = true;
    setCrashes(0);
    try {
      const found = (await formik.validateForm()) as Partial<Record<string, string>>;
      await formik.setTouched(Object.fromEntries(fields.map((f) => [f, true])) as never, false);
      const first = fields.find((f) => found[f]);
      if (first) {
        setFailedChecks((n) => n + 1);
        formRef.current?.querySelector<HTMLElement>(`[id="${idOf(first)}"]`)?.focus();
        return;
      }
      setFailedChecks(0);
      await onValid(formik.values);
    } catch (error) {
      // A bug must never turn Save into a silent no-op: say so and keep the typed values.
      console.error(error);
      setCrashes((n) => n + 1);
    } finally {
      inFlight.current = false;
    }
  }

  // formik's handleChange turns a number input's text into a number; every value here stays the
  // string the member typed, as the forms' value types and the wire both say.
  const keepText = (
    event: ChangeEvent<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement>,
  ) => void formik.setFieldValue(event.target.name, event.target.value);

  const bind = (field: keyof V & string) => ({
    id: idOf(field),
    name: field,
    value: String((formik.values as Record<string, unknown>)[field] ?? ''),
    onChange: keepText,
    onBlur: formik.handleBlur,
    error: errorFor(field),
  });

  const invalid = fields.some((f) => errors[f]);
  const checkAlert =
    crashes > 0
      ? { key: -crashes, text: MESSAGES.formCrashed }
      : failedChecks > 0 && invalid
        ? { key: failedChecks, text: checkAlertText(errors, language) }
        : null;

  return {
    formik,
    formRef,
    submit,
    bind,
    errorFor,
    checkAlert,
    resetChecks: () => setFailedChecks(0),
  };
}
