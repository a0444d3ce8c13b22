import { ContentError } from './input';

/** Small readers for untrusted JSON: each names the place it found a problem. */

export type Obj = Record<string, unknown>;

export function asObject(value: unknown, where: string): Obj {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    throw new ContentError(`${where}: expected an object.`);
  }
  return value as Obj;
}

export function asArray(value: unknown, where: string): unknown[] {
  if (!Array.isArray(value)) throw new ContentError(`${where}: expected a list.`);
  return value;
}

/** Text or a number written as text; missing is ''. */
export function text(obj: Obj, key: string, where: string): string {
  const v = obj[key];
  if (v === undefined || v === null) return '';
  if (typeof v === 'string') return v;
  if (typeof v === 'number' && Number.isFinite(v)) return String(v);
  throw new ContentError(`${where}: "${key}" must be text.`);
}

export function requiredText(obj: Obj, key: string, where: string): string {
  const v = text(obj, key, where).trim();
  if (!v) throw new ContentError(`${where}: "${key}" is required.`);
  return v;
}

/** Keys starting with _ or $ are comments; any other unknown key is probably a typo. */
export function onlyKeys(obj: Obj, allowed: readonly string[], where: string): void {
  for (const key of Object.keys(obj)) {
    if (key.startsWith('_') || key.startsWith('$')) continue;
    if (!allowed.includes(key)) throw new ContentError(`${where}: unknown key "${key}".`);
  }
}

export function date(obj: Obj, key: string, where: string): string | null {
  const v = text(obj, key, where).trim();
  if (!v) return null;
  const parsed = new Date(`${v}T00:00:00Z`);
  if (!/^\d{4}-\d{2}-\d{2}$/.test(v) || Number.isNaN(parsed.getTime())) {
    throw new ContentError(`${where}: "${key}" must be a date written YYYY-MM-DD.`);
  }
  if (parsed.toISOString().slice(0, 10) !== v) {
    throw new ContentError(`${where}: "${key}" is not a real date.`);
  }
  return v;
}

export function unique(values: readonly string[], what: string, where: string): void {
  const seen = new Set<string>();
  for (const v of values) {
    if (seen.has(v)) throw new ContentError(`${where}: ${what} "${v}" appears twice.`);
    seen.add(v);
  }
}
