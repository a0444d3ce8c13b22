import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { failAnswer, invalidAnswer } from '../../shared/protocol/wire';
import { API_MESSAGES as M } from './messages';
import { sendWire } from './reply';

/**
 * Faults raised before or inside a handler become fragments too. Bad input keeps its 4xx
 * status (the body still decodes); only a genuine server fault is a 500, logged, never shown.
 */
export function apiErrorHandler(
  error: FastifyError,
  request: FastifyRequest,
  reply: FastifyReply,
): FastifyReply {
  const status = error.statusCode ?? 500;
  if (status >= 500 || status < 400) {
    request.log.error({ err: error }, 'api call failed');
    return sendWire(reply, failAnswer(M.internal), 500);
  }
  request.log.info({ code: error.code, status }, 'api request refused');
  if (error.code === 'TOO_MANY_FORM_PARTS')
    return sendWire(reply, invalidAnswer(M.tooManyFields), 413);
  if (status === 408) return sendWire(reply, invalidAnswer(M.tooSlow), 408);
  if (status === 413) return sendWire(reply, invalidAnswer(M.tooLarge), 413);
  if (status === 415) return sendWire(reply, invalidAnswer(M.wrongType), 415);
  return sendWire(reply, invalidAnswer(M.unreadable), status);
}

export function apiNotFound(request: FastifyRequest, reply: FastifyReply): FastifyReply {
  request.log.info({ url: request.url, method: request.method }, 'no such api route');
  return sendWire(reply, failAnswer(M.unknownCall), 404);
}
