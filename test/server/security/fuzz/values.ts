import fc from 'fast-check';
import { validRegistration } from '../../../../src/shared/domain/schemas/registration.fixture';
import { registry, type CurlType } from '../../../../src/shared/protocol/registry';
import { PASSWORD } from '../../helpers/accounts';
import { FORM_BODY_LIMIT, UPLOAD_BODY_LIMIT } from '../../../../src/server/api/route';
import { isImageCall } from '../../../../src/server/api/formBody';

/** Stands for the logged-in member's token; replaced when the request is sent (see cases.ts). */
export const TOKEN_MARK = '__FUZZ_VALID_SESSION_TOKEN__';

/** Texts that have tripped parsers elsewhere: JSON oddities, prototype keys, number edges. */
const TRICKY = [
  '',
  ' ',
  '\t\r\n',
  'null',
  'true',
  '[]',
  '{}',
  '-1',
  '0',
  '1e309',
  '-0',
  'NaN',
  '99999999999999999999999',
  '2147483648',
  '__proto__',
  'constructor',
  '{"__proto__":{"polluted":1}}',
  '{"constructor":{"prototype":{"polluted":1}}}',
  "' OR 1=1 --",
  '<script>alert(1)</script>',
  '\u0000',
  '\uFEFF',
  '\uD800',
  '\uDFFF',
  '../../etc/passwd',
  'MTAwMQ==',
  'Nw==',
  '=',
  '&',
  '%',
  'data:image/png;base64,',
];

/** A plausible value, so that some fuzzed calls get past validation into the handlers. */
function plausible(type: CurlType, name: string): string | undefined {
  const example = registry[type].example as Record<string, string>;
  const reg = validRegistration as Record<string, string>;
  return example[name] ?? reg[name];
}

/** JSON nested far deeper than any real filter (recursion limits, stack depth). */
const deepJson = fc
  .tuple(fc.integer({ min: 1, max: 3000 }), fc.boolean())
  .map(([depth, arrays]) =>
    arrays
      ? '['.repeat(depth) + ']'.repeat(depth)
      : '{"a":'.repeat(depth) + '1' + '}'.repeat(depth),
  );

/** ser_params-shaped JSON: the real keys with values of every type, plus unknown keys. */
const SER_KEYS = [
  'city_name',
  'gender',
  'lowRange',
  'highRange',
  'education',
  'page',
  'ageMin',
  // Issue #15 item 5.
  'heightMin',
  'state_nm',
  'mangalic_status',
  'withPhoto',
  'member_no',
  'sort',
];
const serParams = fc
  .dictionary(fc.oneof(fc.constantFrom(...SER_KEYS), fc.string()), fc.jsonValue({ maxDepth: 3 }), {
    maxKeys: 6,
  })
  .map((o) => JSON.stringify(o));

/** Lengths around the form limit, and around the upload limit for the upload call. */
const hugeLength = (type: CurlType) =>
  fc.constantFrom(
    64 * 1024,
    FORM_BODY_LIMIT - 300,
    FORM_BODY_LIMIT + 1,
    ...(isImageCall(type) ? [UPLOAD_BODY_LIMIT - 300, UPLOAD_BODY_LIMIT + 1] : []),
  );
const huge = (type: CurlType) =>
  fc.tuple(hugeLength(type), fc.constantFrom('a', 'é', '%', '0', '{')).map(([n, c]) => c.repeat(n));

/** Any value a field may carry, from plausible to hostile. */
export function fieldValue(type: CurlType, name: string): fc.Arbitrary<string> {
  const likely = plausible(type, name);
  const arbitraries: fc.WeightedArbitrary<string>[] = [
    { weight: 3, arbitrary: fc.string() },
    { weight: 2, arbitrary: fc.string({ unit: 'grapheme' }) },
    { weight: 2, arbitrary: fc.string({ unit: 'binary' }) },
    { weight: 2, arbitrary: fc.constantFrom(...TRICKY) },
    { weight: 1, arbitrary: fc.oneof(fc.integer(), fc.double()).map(String) },
    { weight: 2, arbitrary: fc.json() },
    { weight: 1, arbitrary: deepJson },
    { weight: 1, arbitrary: huge(type) },
  ];
  if (likely !== undefined) arbitraries.push({ weight: 4, arbitrary: fc.constant(likely) });
  if (name === 'local_token') arbitraries.push({ weight: 30, arbitrary: fc.constant(TOKEN_MARK) });
  // The member's real password: a fuzzed deleteAccount sometimes succeeds (then a new member).
  if (name === 'password') arbitraries.push({ weight: 2, arbitrary: fc.constant(PASSWORD) });
  if (name === 'ser_params') arbitraries.push({ weight: 6, arbitrary: serParams });
  return fc.oneof(...arbitraries);
}
