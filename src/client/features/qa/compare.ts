/** The first place two JSON values differ, as a readable path ("auth.value"). */
export interface Difference {
  path: string;
  expected: unknown;
  actual: unknown;
}

const IDENTIFIER = /^[A-Za-z_$][\w$]*$/;
const child = (path: string, key: string | number) =>
  typeof key === 'number'
    ? `${path}[${key}]`
    : IDENTIFIER.test(key)
      ? path
        ? `${path}.${key}`
        : key
      : `${path}[${JSON.stringify(key)}]`;

const MISSING = Symbol('missing');

export function firstDifference(expected: unknown, actual: unknown, path = ''): Difference | null {
  if (Object.is(expected, actual)) return null;
  const bothObjects =
    typeof expected === 'object' &&
    typeof actual === 'object' &&
    expected !== null &&
    actual !== null &&
    Array.isArray(expected) === Array.isArray(actual);
  if (!bothObjects) return { path: path || '(root)', expected, actual };
  if (Array.isArray(expected) && Array.isArray(actual)) {
    const length = Math.max(expected.length, actual.length);
    for (let i = 0; i < length; i++) {
      const e = i < expected.length ? expected[i] : MISSING;
      const a = i < actual.length ? actual[i] : MISSING;
      const d = firstDifference(e, a, child(path, i));
      if (d) return d;
    }
    return null;
  }
  const e = expected as Record<string, unknown>;
  const a = actual as Record<string, unknown>;
  const keys = [...new Set([...Object.keys(e), ...Object.keys(a)])];
  for (const key of keys) {
    const d = firstDifference(
      Object.hasOwn(e, key) ? e[key] : MISSING,
      Object.hasOwn(a, key) ? a[key] : MISSING,
      child(path, key),
    );
    if (d) return d;
  }
  return null;
}

const show = (v: unknown) => {
  if (v === MISSING) return 'nothing';
  const text = JSON.stringify(v);
  return text.length > 160 ? `${text.slice(0, 157)}...` : text;
};

/** `auth.value: expected "done", got "redirecting"` */
export const describeDifference = ({ path, expected, actual }: Difference) =>
  `${path}: expected ${show(expected)}, got ${show(actual)}`;
