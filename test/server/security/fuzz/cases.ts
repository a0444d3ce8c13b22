import fc from 'fast-check';
import { CURL_TYPES, registry, type CurlType } from '../../../../src/shared/protocol/registry';
import { FORM_TYPE, SITE_ORIGIN, type RawRequest } from './send';
import { fieldValue, TOKEN_MARK } from './values';

/** One fuzzed request, before the member's token is put in for TOKEN_MARK. */
export interface FuzzCase {
  url: string;
  text: string;
  /** Raw bytes spliced into the body (at a fraction of its length): invalid UTF-8 and the like. */
  bytes: readonly { at: number; insert: readonly number[] }[];
  contentType: string | null;
  origin: string | null;
  ip: string;
}

/** Escapes that decode to no valid text: bad UTF-8, lone surrogates, overlong forms, NUL. */
const BAD_ESCAPES = ['%C3%28', '%ED%A0%80', '%ED%BF%BF', '%C0%AF', '%F4%90%80%80', '%FF', '%E2%82'];
const BROKEN_ESCAPES = ['%', '%Z', '%zz', '%00', '%%', '%u0041'];
const BAD_BYTES = [[0xc3, 0x28], [0xff], [0xed, 0xa0, 0x80], [0xc0, 0xaf], [0xe2, 0x82], [0x00]];

/** The call's own fields, each present or not (required ones usually), with fuzzed values. */
function ownFields(type: CurlType): fc.Arbitrary<[string, string][]> {
  const spec = registry[type];
  const field = (name: string, freq: number) =>
    fc.option(
      fieldValue(type, name).map((v): [string, string] => [name, v]),
      { freq, nil: undefined },
    );
  const own = [...spec.required.map((n) => field(n, 12)), ...spec.optional.map((n) => field(n, 2))];
  return fc.tuple(...own).map((fields) => fields.filter((f) => f !== undefined));
}

/** A form the protocol accepts, so that the handler itself meets the fuzzed values. */
function cleanForm(type: CurlType): fc.Arbitrary<string> {
  return ownFields(type).map((fields) =>
    new URLSearchParams([['curl_type', type], ['res_func', 'resCallBack'], ...fields]).toString(),
  );
}

/** The call's fields with a missing, foreign or second call name and unknown fields, shuffled. */
function formEntries(type: CurlType): fc.Arbitrary<[string, string][]> {
  const otherType = fc.constantFrom(...CURL_TYPES);
  const callName = fc.oneof(
    { weight: 8, arbitrary: fc.constant<[string, string]>(['curl_type', type]) },
    { weight: 1, arbitrary: fc.constant<[string, string]>(['m_type', type]) },
    { weight: 1, arbitrary: otherType.map((o): [string, string] => ['curl_type', o]) },
    { weight: 1, arbitrary: fc.string().map((o): [string, string] => ['curl_type', o]) },
  );
  return fc
    .tuple(
      fc.option(callName, { freq: 8, nil: undefined }),
      fc.option(fc.constant<[string, string]>(['res_func', 'resCallBack']), { nil: undefined }),
      ownFields(type),
      fc.array(fc.tuple(fc.string(), fc.string()), { maxLength: 1 }),
    )
    .chain(([name, resFunc, fields, extra]) => {
      const all = [name, resFunc, ...fields].filter((e) => e !== undefined);
      return fc.shuffledSubarray([...all, ...extra], { minLength: all.length });
    });
}

/** Text-level damage to an encoded form: repeats, escapes, stray separators, cuts. */
const textMutation = fc.oneof(
  fc.constant((s: string) => `${s}&${s.split('&')[0] ?? ''}`),
  fc.tuple(fc.constantFrom(...BAD_ESCAPES, ...BROKEN_ESCAPES), fc.double({ min: 0, max: 1 })).map(
    ([esc, at]) =>
      (s: string) =>
        splice(s, at, esc),
  ),
  fc.tuple(fc.constantFrom('&&', '=', '==', '&=&', '+', ';'), fc.double({ min: 0, max: 1 })).map(
    ([sep, at]) =>
      (s: string) =>
        splice(s, at, sep),
  ),
  fc.double({ min: 0, max: 1 }).map((at) => (s: string) => s.slice(0, Math.floor(s.length * at))),
);

function splice(s: string, at: number, insert: string): string {
  const i = Math.floor(s.length * (Number.isFinite(at) ? at : 0));
  return s.slice(0, i) + insert + s.slice(i);
}

/** A body: a fuzzed form (maybe damaged), random text, or nothing. */
function bodyText(type: CurlType): fc.Arbitrary<string> {
  const form = fc
    .tuple(formEntries(type), fc.array(textMutation, { maxLength: 2 }))
    .map(([entries, mutations]) =>
      mutations.reduce((s, m) => m(s), new URLSearchParams(entries).toString()),
    );
  return fc.oneof(
    { weight: 12, arbitrary: form },
    { weight: 1, arbitrary: fc.string({ unit: 'binary', maxLength: 300 }) },
    { weight: 1, arbitrary: fc.constant('') },
  );
}

function url(type: CurlType): fc.Arbitrary<string> {
  const pm = encodeURIComponent(type);
  return fc.oneof(
    { weight: 16, arbitrary: fc.constant(`/api?pm=${pm}`) },
    { weight: 1, arbitrary: fc.constant('/api') },
    { weight: 1, arbitrary: fc.constant(`/api?pm=${pm}&pm=${pm}`) },
    { weight: 1, arbitrary: fc.constantFrom(...CURL_TYPES).map((o) => `/api?pm=${o}`) },
    { weight: 1, arbitrary: fc.string().map((s) => `/api?pm=${encodeURIComponent(s)}`) },
    { weight: 1, arbitrary: fc.constantFrom(...BAD_ESCAPES).map((e) => `/api?pm=${e}`) },
  );
}

const contentType = fc.oneof(
  { weight: 16, arbitrary: fc.constant<string | null>(FORM_TYPE) },
  {
    weight: 4,
    arbitrary: fc.constantFrom<string | null>(
      null,
      'application/json',
      'text/plain',
      'text/html',
      'multipart/form-data; boundary=x',
      'application/x-www-form-urlencoded; charset=iso-8859-1',
      'APPLICATION/X-WWW-FORM-URLENCODED',
      'application/x-www-form-urlencoded, application/json',
      'application/octet-stream',
    ),
  },
);

const origin = fc.oneof(
  { weight: 12, arbitrary: fc.constant<string | null>(SITE_ORIGIN) },
  { weight: 1, arbitrary: fc.constantFrom<string | null>(null, 'null', 'https://evil.example') },
);

/** Half the cases are well-formed calls with fuzzed values; half attack the envelope too. */
export function fuzzCase(type: CurlType): fc.Arbitrary<FuzzCase> {
  const none: FuzzCase['bytes'] = [];
  const bytes = fc.array(
    fc.record({ at: fc.double({ min: 0, max: 1 }), insert: fc.constantFrom(...BAD_BYTES) }),
    { maxLength: 2 },
  );
  const hostile = fc.record({
    url: url(type),
    text: bodyText(type),
    bytes: fc.oneof({ weight: 6, arbitrary: fc.constant(none) }, { weight: 1, arbitrary: bytes }),
    contentType,
    origin,
    ip: fc.ipV4(),
  });
  const clean = fc.record({
    url: fc.constant(`/api?pm=${type}`),
    text: cleanForm(type),
    bytes: fc.constant(none),
    contentType: fc.constant(FORM_TYPE),
    origin: fc.constant(SITE_ORIGIN),
    ip: fc.ipV4(),
  });
  return fc.oneof(clean, hostile);
}

/** The request of a case, with the member's current token in place of TOKEN_MARK. */
export function toRequest(c: FuzzCase, token: string): RawRequest {
  const text = c.text.split(TOKEN_MARK).join(token);
  let body: string | Buffer = text;
  for (const { at, insert } of c.bytes) {
    const buf = Buffer.from(body);
    const i = Math.floor(buf.length * (Number.isFinite(at) ? at : 0));
    body = Buffer.concat([buf.subarray(0, i), Buffer.from(insert), buf.subarray(i)]);
  }
  return { url: c.url, body, contentType: c.contentType, origin: c.origin, ip: c.ip };
}
