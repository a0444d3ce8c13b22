import { registry, type CurlType } from '../../../../src/shared/protocol/registry';
import { FORM_BODY_LIMIT, UPLOAD_BODY_LIMIT } from '../../../../src/server/api/route';
import { isImageCall } from '../../../../src/server/api/formBody';
import type { RawRequest } from './send';

/** The registry's example of the call, with the member's token: a form the protocol accepts. */
function example(type: CurlType, token: string): [string, string][] {
  const fields = Object.entries(registry[type].example as Record<string, string>).map(
    ([k, v]): [string, string] => [k, k === 'local_token' ? token : v],
  );
  return [['curl_type', type], ['res_func', 'resCallBack'], ...fields];
}

const form = (entries: [string, string][]) => new URLSearchParams(entries).toString();
const at = (type: CurlType) => `/api?pm=${type}`;
/** The call's first own field (or res_func for calls without fields): where damage goes. */
const firstField = (type: CurlType) =>
  [...registry[type].required, ...registry[type].optional][0] ?? 'res_func';

/** Each named malformation of a call: every one must be refused, changing nothing. */
export function malformations(
  type: CurlType,
  token: string,
): [name: string, request: RawRequest][] {
  const entries = example(type, token);
  const body = form(entries);
  const named = firstField(type);
  // A field the body does carry (the example of getAccessToken has none of its own).
  const lastName = entries[entries.length - 1]?.[0] ?? 'res_func';
  const limit = isImageCall(type) ? UPLOAD_BODY_LIMIT : FORM_BODY_LIMIT;
  const padTo = (size: number) => `${body}&pad=${'a'.repeat(size - body.length - 5)}`;
  const others = entries.filter(([k]) => k !== named);
  return [
    [
      'raw bytes C3 28 (invalid UTF-8)',
      { url: at(type), body: bytesIn(`${form(others)}&${named}=`, [0xc3, 0x28]) },
    ],
    [
      'raw bytes ED A0 80 (a surrogate)',
      { url: at(type), body: bytesIn(`${form(others)}&${named}=`, [0xed, 0xa0, 0x80]) },
    ],
    ['%C3%28 (invalid UTF-8)', { url: at(type), body: `${form(others)}&${named}=%C3%28` }],
    ['%ED%A0%80 (lone surrogate)', { url: at(type), body: `${form(others)}&${named}=%ED%A0%80` }],
    ['%00 (NUL)', { url: at(type), body: `${form(others)}&${named}=a%00b` }],
    ['a broken escape', { url: at(type), body: `${form(others)}&${named}=%E2%8` }],
    ['a repeated field', { url: at(type), body: `${body}&${lastName}=2` }],
    ['a repeated curl_type', { url: at(type), body: `${body}&curl_type=${type}` }],
    ['no curl_type', { url: at(type), body: form(entries.slice(1)) }],
    ['no pm', { url: '/api', body }],
    ['two pm', { url: `${at(type)}&pm=${type}`, body }],
    ['pm not matching curl_type', { url: at(otherThan(type)), body }],
    ['an unknown curl_type', { url: '/api?pm=dropTables', body: 'curl_type=dropTables' }],
    ['a __proto__ field', { url: at(type), body: `${body}&__proto__=x&constructor=y` }],
    ['an empty body', { url: at(type), body: '' }],
    [
      'JSON',
      {
        url: at(type),
        body: JSON.stringify(Object.fromEntries(entries)),
        contentType: 'application/json',
      },
    ],
    ['text/plain', { url: at(type), body, contentType: 'text/plain' }],
    [
      'multipart',
      { url: at(type), body: multipart(entries), contentType: 'multipart/form-data; boundary=XyZ' },
    ],
    ['no content-type', { url: at(type), body, contentType: null }],
    ['no Origin', { url: at(type), body, origin: null }],
    ['another Origin', { url: at(type), body, origin: 'https://evil.example' }],
    ['one byte over the limit', { url: at(type), body: padTo(limit + 1) }],
    ['exactly the limit (an unknown field)', { url: at(type), body: padTo(limit) }],
  ];
}

function otherThan(type: CurlType): CurlType {
  return type === 'getStates' ? 'getGotraList' : 'getStates';
}

/** The text, then raw bytes that are not UTF-8 (a browser never sends them unescaped). */
function bytesIn(text: string, bytes: number[]): Buffer {
  return Buffer.concat([Buffer.from(text), Buffer.from(bytes)]);
}

function multipart(entries: [string, string][]): string {
  const parts = entries.map(
    ([k, v]) => `--XyZ\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`,
  );
  return `${parts.join('')}--XyZ--\r\n`;
}
