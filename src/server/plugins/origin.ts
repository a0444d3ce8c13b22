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

/** localhost, 127.0.0.0/8 and ::1: names a DNS-rebinding page cannot take over. */
export function isLoopbackHost(hostname: string): boolean {
  const host = hostname.toLowerCase().replace(/^\[|\]$/g, '');
  return host === 'localhost' || host === '::1' || /^127(\.\d{1,3}){3}$/.test(host);
}

/**
 * SITE_ORIGIN when set; else the address this request reached, and only when that is a loopback
 * host: a Host header naming any other site could be an attacker's name re-pointed at us (DNS
 * rebinding), so without SITE_ORIGIN the site answers /api calls only on this machine.
 */
export function allowedOrigins(request: FastifyRequest, siteOrigins: string[] | undefined) {
  if (siteOrigins) return siteOrigins;
  const own = originOf(`${request.protocol}://${request.host}`);
  return own && isLoopbackHost(new URL(own).hostname) ? [own] : [];
}

/** The warning to print at start when the site listens beyond loopback without SITE_ORIGIN. */
export function originWarning(host: string, siteOrigins: string[] | undefined): string | null {
  if (siteOrigins || isLoopbackHost(host)) return null;
  return (
    `Listening on ${host} without SITE_ORIGIN: /api answers only calls made to localhost. ` +
    'Set SITE_ORIGIN to the public address (e.g. https://trust.example) in production.'
  );
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
