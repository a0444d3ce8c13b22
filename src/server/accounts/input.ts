import { ValidationError } from 'yup';
import { check } from '../../shared/domain/checks';

/** Optional selects: '0' means "not chosen" (requirements §5.4) and is stored as ''. */
const OPTIONAL_CHOICES = ['mangalic_status', 'marital_status'] as const;

/** Trims every field except the passwords (spaces are part of a passphrase). */
export function trimmed<T extends Record<string, string | undefined>>(fields: T): T {
  const out: Record<string, string | undefined> = {};
  for (const [k, v] of Object.entries(fields)) {
    out[k] = k === 'password' || k === 're_password' || v === undefined ? v : v.trim();
  }
  return out as T;
}

export function withoutUnchosen<T extends Record<string, unknown>>(form: T): T {
  const out: Record<string, unknown> = { ...form };
  for (const f of OPTIONAL_CHOICES) if (out[f] === '0') out[f] = '';
  return out as T;
}

/** The schema's message (validated with abortEarly, so there is exactly one). */
export function firstError(err: ValidationError): string {
  return err.errors[0] ?? check('fillBlank');
}
