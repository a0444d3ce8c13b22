import { COMMON_FIELDS, isCurlType, registry, type CurlType } from '../../shared/protocol/registry';
import {
  CONTROL_CHARS_MESSAGE,
  hasControlChars,
  MULTI_LINE_FIELDS,
} from '../../shared/domain/controlChars';
import { MESSAGES } from '../../shared/domain/messages';
import { failAnswer, invalidAnswer, type WireAnswer } from '../../shared/protocol/wire';
import { IMAGE_FIELD, readForm, type FormRead } from './formBody';
import { API_MESSAGES as M } from './messages';

export type Checked =
  | { ok: true; type: CurlType; fields: Record<string, string> }
  | { ok: false; http: number; wire: WireAnswer };

const refuse = (wire: WireAnswer, http = 200): Checked => ({ ok: false, http, wire });

function refuseRead(read: Exclude<FormRead, { ok: true }>): Checked {
  switch (read.reason) {
    case 'unreadable':
      return refuse(invalidAnswer(M.unreadable), 400);
    case 'tooMany':
      return refuse(invalidAnswer(M.tooManyFields), 413);
    case 'tooLarge':
      return refuse(invalidAnswer(M.tooLarge), 413);
    case 'repeated':
      return refuse(invalidAnswer(M.repeatedField(read.name)));
    case 'unknown':
      return refuse(invalidAnswer(M.unknownField(read.name)));
  }
}

/**
 * Everything about a call that can be decided without a database: which service (from the query,
 * before the body is looked at), whether the form is readable, and whether its fields are
 * exactly the ones the registry allows — judged in one pass that stops at the first wrong name.
 */
export function checkCall(pm: unknown, body: string): Checked {
  if (Array.isArray(pm)) return refuse(invalidAnswer(M.repeatedField('pm')));
  if (typeof pm !== 'string' || !pm) return refuse(invalidAnswer(M.noCallName));
  if (!isCurlType(pm)) return refuse(failAnswer(M.unknownCall));

  const spec = registry[pm];
  const own: readonly string[] = [...spec.required, ...spec.optional];
  const common: readonly string[] = COMMON_FIELDS;
  const read = readForm(body, (name) => own.includes(name) || common.includes(name));
  if (!read.ok) return refuseRead(read);
  const form = read.fields;

  const keys = (['curl_type', 'm_type'] as const).filter((k) => form.has(k));
  if (keys.length === 0) return refuse(invalidAnswer(M.noCallName));
  if (keys.some((k) => form.get(k) !== pm)) return refuse(invalidAnswer(M.callMismatch));
  for (const name of spec.required) {
    if (!form.has(name)) {
      const message = spec.kind === 'action' ? MESSAGES.fillBlank : M.missingField(name);
      return refuse(invalidAnswer(message));
    }
  }

  const fields: Record<string, string> = {};
  for (const [name, value] of form) {
    // Every text field of every call, on the server, whatever the client checked (the photo's
    // data URL is no text: the image check refuses a bad one with its own message).
    if (name !== IMAGE_FIELD && hasControlChars(value, MULTI_LINE_FIELDS.includes(name))) {
      return refuse(invalidAnswer(CONTROL_CHARS_MESSAGE));
    }
    if (own.includes(name)) fields[name] = value;
  }
  return { ok: true, type: pm, fields };
}
