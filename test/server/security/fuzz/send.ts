import type { Readable } from 'node:stream';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { decodeAnswer, type WireAnswer } from '../../../../src/shared/protocol/wire';

/** The origin the site is served from in tests (what a browser on the site would send). */
export const SITE_ORIGIN = 'http://localhost:80';
export const FORM_TYPE = 'application/x-www-form-urlencoded';

export interface RawRequest {
  url: string;
  /** A stream is sent chunked, without a content-length: the limit must hold all the same. */
  body: string | Buffer | Readable;
  /** null: no content-type header at all. */
  contentType?: string | null;
  /** null: no Origin header (a check on Origin may then answer 403, still a fragment). */
  origin?: string | null;
  /** Varied so that per-address rate limits do not turn every later call into a 429. */
  ip?: string;
}

export interface RawResult {
  http: number;
  /** decodeAnswer has accepted the body: it is a well-formed resP/resPS fragment. */
  wire: WireAnswer;
  response: LightMyRequestResponse;
}

/** One request exactly as given, bytes and headers; the answer must decode as a fragment. */
export async function sendRaw(app: FastifyInstance, request: RawRequest): Promise<RawResult> {
  const headers: Record<string, string> = {};
  const contentType = request.contentType === undefined ? FORM_TYPE : request.contentType;
  if (contentType !== null) headers['content-type'] = contentType;
  const origin = request.origin === undefined ? SITE_ORIGIN : request.origin;
  if (origin !== null) headers.origin = origin;
  const response = await app.inject({
    method: 'POST',
    url: request.url,
    payload: request.body,
    headers,
    remoteAddress: request.ip ?? '127.0.0.1',
  });
  return { http: response.statusCode, wire: decodeAnswer(response.body), response };
}

/** Statuses of an accepted call; every other status is a refusal and must change nothing. */
export const isSuccess = (wire: WireAnswer): boolean =>
  wire.status === '1' || wire.status === '001';
