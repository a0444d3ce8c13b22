/** Values of every JSON kind, one of which is wrong wherever it is put. */
const MISFITS: readonly unknown[] = [null, true, 5, 'x', [], ['x'], [1], {}, { a: 1 }];

type Json = unknown;

/** `value` with the thing at `path` replaced by `by`; the original is left as it was. */
function replaced(value: Json, path: readonly (string | number)[], by: Json): Json {
  if (path.length === 0) return by;
  const [head, ...rest] = path;
  if (Array.isArray(value)) {
    return value.map((v, i) => (i === head ? replaced(v, rest, by) : v));
  }
  const obj = value as Record<string, Json>;
  return { ...obj, [head as string]: replaced(obj[head as string], rest, by) };
}

/** Every path of a JSON value, the value itself first. */
function paths(value: Json, at: (string | number)[] = []): (string | number)[][] {
  const inner = Array.isArray(value)
    ? value.flatMap((v, i) => paths(v, [...at, i]))
    : typeof value === 'object' && value !== null
      ? Object.entries(value).flatMap(([k, v]) => paths(v, [...at, k]))
      : [];
  return [at, ...inner];
}

/**
 * A JSON document that a client sent, with one place of it (any field, at any depth) holding a
 * value of the wrong kind: a check must answer each with a refusal, never an exception that
 * becomes HTTP 500 (the fuzz suite found one: a list for ser_params' city_name).
 */
export function misfitsOf(valid: Json): { where: string; doc: Json }[] {
  return paths(valid).flatMap((path) =>
    MISFITS.map((by) => ({
      where: `${path.join('.') || '(the whole)'} = ${JSON.stringify(by)}`,
      doc: replaced(valid, path, by),
    })),
  );
}
