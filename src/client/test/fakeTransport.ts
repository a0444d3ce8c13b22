import { decodeForm } from '../../shared/protocol/form';
import { isCurlType, type CurlType } from '../../shared/protocol/registry';
import { dataAnswer, encodeAnswer, failAnswer, type WireAnswer } from '../../shared/protocol/wire';
import type { Transport } from '../api/transport';
import { SETTINGS } from './fixtures';

export type FakeAnswer =
  WireAnswer | ((fields: Record<string, string>) => WireAnswer | Promise<WireAnswer>);
export type FakeAnswers = Partial<Record<CurlType, FakeAnswer>>;

export interface FakeCall {
  type: string;
  fields: Record<string, string>;
}

/** A visitor with no menus and the fixture trust's settings, unless a test says otherwise. */
const DEFAULTS: FakeAnswers = {
  getAccessToken: dataAnswer({ menus: [], roles: ['visitor'], user: null }),
  getSiteSettings: dataAnswer(SETTINGS),
};

/**
 * A transport that answers like the service does, by encoding WireAnswers with the shared codec.
 * A call without an answer gets status 0 ("no data"), as an unknown page would. An answer function
 * may throw: a ServerFault stands for a 5xx answer, anything else for a request that got no answer.
 */
export function fakeTransport(answers: FakeAnswers = {}) {
  const calls: FakeCall[] = [];
  const transport: Transport = async (_path, body) => {
    const raw = decodeForm(body);
    const fields = Object.fromEntries(
      Object.entries(raw).map(([k, v]) => [k, Array.isArray(v) ? v.join(',') : v]),
    );
    const type = fields.curl_type ?? fields.m_type ?? '';
    calls.push({ type, fields });
    const answer = isCurlType(type) ? (answers[type] ?? DEFAULTS[type]) : undefined;
    if (answer === undefined) return encodeAnswer(failAnswer('No data found.'));
    return encodeAnswer(typeof answer === 'function' ? await answer(fields) : answer);
  };
  return { transport, calls };
}
