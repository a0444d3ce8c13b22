/** Form bodies: `application/x-www-form-urlencoded`, the post style of requirements §7.1. */

export type FormFields = Record<string, string>;

/** Which key names the call: requirements §7's main style or its control-script style. */
export type CallKey = 'curl_type' | 'm_type';

export interface CallOptions {
  key?: CallKey;
  resFunc?: string;
  onlyCms?: boolean;
}

export const DEFAULT_RES_FUNC = 'resCallBack';

export function encodeForm(fields: FormFields): string {
  const params = new URLSearchParams();
  for (const [k, v] of Object.entries(fields)) params.append(k, v);
  return params.toString();
}

/**
 * Repeated fields are kept as arrays so that the receiver can refuse them. The result has no
 * prototype: with `{}`, a field named "__proto__" would replace the prototype and one named
 * "toString" would come back as [Function, value].
 */
export function decodeForm(body: string): Record<string, string | string[]> {
  const out = Object.create(null) as Record<string, string | string[]>;
  for (const [k, v] of new URLSearchParams(body)) {
    const prev = out[k];
    if (prev === undefined) out[k] = v;
    else out[k] = Array.isArray(prev) ? [...prev, v] : [prev, v];
  }
  return out;
}

export function callPath(type: string): string {
  return `/api?pm=${encodeURIComponent(type)}`;
}

/** The whole request of one call: where it goes and the body it carries. */
export function buildCall(
  type: string,
  fields: FormFields,
  { key = 'curl_type', resFunc = DEFAULT_RES_FUNC, onlyCms = false }: CallOptions = {},
): { path: string; body: string } {
  const common: FormFields = { [key]: type, res_func: resFunc };
  if (onlyCms) common.only_cms = 'd';
  return { path: callPath(type), body: encodeForm({ ...common, ...fields }) };
}
