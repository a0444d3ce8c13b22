import type { FastifyReply, FastifyRequest } from 'fastify';
import { failAnswer } from '../../shared/protocol/wire';
import { sendWire } from '../api/reply';

export const ORIGIN_MESSAGE =
  'This request did not come from this website. Please reload the page and try again.';

/** scheme://host[:port] of a URL, default port dropped; null when it is not an http(s) URL. */
export function originOf(value: string | undefined): string | null {
  if (!value) return null;
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.origin : null;
  } catch {
    return null;
  }
}

/**
 * Where the call says it comes from: the Origin header, else the Referer's origin (browsers
 * send at least one of them with every POST; "null" and anything unparsable are no origin).
 */
export function claimedOrigin(request: FastifyRequest): string | null {
  const { origin, referer } = request.headers;
  if (origin !== undefined) return originOf(origin);
  return originOf(referer);
}

/** SITE_ORIGIN when set; else the address this request reached (X-Forwarded-* with trustProxy). */
export function allowedOrigins(request: FastifyRequest, siteOrigins: string[] | undefined) {
  if (siteOrigins) return siteOrigins;
  const own = originOf(`${request.protocol}://${request.host}`);
  return own ? [own] : [];
}

/**
 * An onRequest hook for the /api call route (CSRF defence next to the token in the body): a call
 * from another site, or one that names no origin at all, is refused with 403 before its body is
 * read, so it can change nothing.
 */
export function originGuard(siteOrigins: string[] | undefined) {
  return async function checkOrigin(request: FastifyRequest, reply: FastifyReply) {
    const claimed = claimedOrigin(request);
    if (claimed !== null && allowedOrigins(request, siteOrigins).includes(claimed)) return;
    request.log.info(
      { origin: request.headers.origin, referer: request.headers.referer !== undefined },
      'api call refused: foreign or missing origin',
    );
    return sendWire(reply, failAnswer(ORIGIN_MESSAGE), 403);
  };
}

/**
 * Config's TRUST_PROXY in the form Fastify's types take: a hop count becomes the function
 * Fastify would build from it (trust the nearest `hops` proxies).
 */
export function trustProxyOption(value: boolean | number | string[]) {
  if (typeof value !== 'number') return value;
  return (_address: string, hop: number) => hop < value;
}
