import { COMMON_FIELDS, isCurlType, registry, type CurlType } from '../../shared/protocol/registry';
import { decodeForm } from '../../shared/protocol/form';
import { MESSAGES } from '../../shared/domain/messages';
import { failAnswer, invalidAnswer, type WireAnswer } from '../../shared/protocol/wire';
import { API_MESSAGES as M } from './messages';

export type Checked =
  | { ok: true; type: CurlType; fields: Record<string, string> }
  | { ok: false; http: number; wire: WireAnswer };

const refuse = (wire: WireAnswer, http = 200): Checked => ({ ok: false, http, wire });

/**
 * The names of a urlencoded body, or null when it cannot be read: a bad %-escape, bytes that
 * were not UTF-8 (Fastify decoded them to U+FFFD), or a NUL (PostgreSQL cannot store one).
 */
export function formNames(body: string): string[] | null {
  if (body.includes('\uFFFD')) return null;
  const names: string[] = [];
  for (const part of body.split('&')) {
    if (!part) continue;
    const eq = part.indexOf('=');
    const [rawName, rawValue] = eq < 0 ? [part, ''] : [part.slice(0, eq), part.slice(eq + 1)];
    try {
      const name = decodeURIComponent(rawName.replace(/\+/g, ' '));
      const value = decodeURIComponent(rawValue.replace(/\+/g, ' '));
      if (name.includes('\0') || value.includes('\0')) return null;
      names.push(name);
    } catch {
      return null;
    }
  }
  return names;
}

/**
 * Everything about a call that can be decided without a database: which service, whether the
 * form is readable, and whether its fields are exactly the ones the registry allows.
 */
export function checkCall(pm: unknown, body: string): Checked {
  const names = formNames(body);
  if (names === null) return refuse(invalidAnswer(M.unreadable), 400);
  if (Array.isArray(pm)) return refuse(invalidAnswer(M.repeatedField('pm')));
  if (typeof pm !== 'string' || !pm) return refuse(invalidAnswer(M.noCallName));
  if (!isCurlType(pm)) return refuse(failAnswer(M.unknownCall));

  const seen = new Set<string>();
  for (const name of names) {
    if (seen.has(name)) return refuse(invalidAnswer(M.repeatedField(name)));
    seen.add(name);
  }
  const form = decodeForm(body);
  const keys = (['curl_type', 'm_type'] as const).filter((k) => seen.has(k));
  if (keys.length === 0) return refuse(invalidAnswer(M.noCallName));
  if (keys.some((k) => form[k] !== pm)) return refuse(invalidAnswer(M.callMismatch));

  const spec = registry[pm];
  const own: readonly string[] = [...spec.required, ...spec.optional];
  const common: readonly string[] = COMMON_FIELDS;
  for (const name of names) {
    if (!own.includes(name) && !common.includes(name)) {
      return refuse(invalidAnswer(M.unknownField(name)));
    }
  }
  for (const name of spec.required) {
    if (!seen.has(name)) {
      const message = spec.kind === 'action' ? MESSAGES.fillBlank : M.missingField(name);
      return refuse(invalidAnswer(message));
    }
  }

  const fields: Record<string, string> = {};
  for (const name of names) if (own.includes(name)) fields[name] = form[name] as string;
  return { ok: true, type: pm, fields };
}
