import type { FastifyReply } from 'fastify';
import { encodeAnswer, type WireAnswer } from '../../shared/protocol/wire';

/**
 * Every /api answer, success or refusal, is a resP/resPS fragment that is never cached by the
 * browser. A string or bytes are a fragment already encoded (bytes: by the content cache).
 */
export function sendWire(
  reply: FastifyReply,
  wire: WireAnswer | string | Buffer,
  httpStatus = 200,
): FastifyReply {
  return reply
    .code(httpStatus)
    .type('text/html; charset=utf-8')
    .header('cache-control', 'no-store')
    .send(typeof wire === 'string' || Buffer.isBuffer(wire) ? wire : encodeAnswer(wire));
}
