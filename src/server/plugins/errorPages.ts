import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { invalidAnswer, failAnswer } from '../../shared/protocol/wire';
import { API_MESSAGES as M } from '../api/messages';
import { sendWire } from '../api/reply';
import { HSTS, SECURITY_HEADERS, wantsHsts } from './headers';

/** The site's own words for the errors no route answers; none names the stack or the path. */
export const ERROR_PAGES = {
  400: 'This address could not be read.',
  404: 'Not found.',
  408: 'The request took too long to arrive.',
  413: 'The request is too large.',
  500: 'Something went wrong on our side. Please try again.',
} as const;

const isApi = (url: string) => url === '/api' || url.startsWith('/api/') || url.startsWith('/api?');

/**
 * One way out for every error: the security headers set here (Fastify's framework errors skip
 * the onSend hooks), a plain text or an /api fragment, never Fastify's JSON.
 */
export function sendError(request: FastifyRequest, reply: FastifyReply, status: number) {
  reply.headers(SECURITY_HEADERS);
  if (wantsHsts(request)) reply.header('strict-transport-security', HSTS);
  const code = status in ERROR_PAGES ? (status as keyof typeof ERROR_PAGES) : 500;
  if (isApi(request.url)) {
    const wire = code === 500 ? failAnswer(M.internal) : invalidAnswer(M.unreadable);
    return sendWire(reply, wire, code);
  }
  return reply
    .code(code)
    .type('text/plain; charset=utf-8')
    .header('cache-control', 'no-store')
    .send(ERROR_PAGES[code]);
}

/** Fastify's `frameworkErrors`: a URL that cannot be decoded (`/%ZZ`, overlong UTF-8). */
export function frameworkErrors(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  request.log.info({ code: error.code }, 'request refused by the framework');
  return sendError(request, reply, error.statusCode ?? 400);
}

/** The root error handler: static-file refusals, parser errors and faults outside /api. */
export function siteErrorHandler(
  error: FastifyError,
  request: FastifyRequest,
  reply: FastifyReply,
) {
  const status = error.statusCode ?? 500;
  if (status >= 500) request.log.error({ err: error }, 'request failed');
  else request.log.info({ code: error.code, status }, 'request refused');
  return sendError(request, reply, status >= 500 || status in ERROR_PAGES ? status : 400);
}
