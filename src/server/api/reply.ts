import type { FastifyReply } from 'fastify';
import { encodeAnswer, type WireAnswer } from '../../shared/protocol/wire';

/** Every /api answer, success or refusal, is a resP/resPS fragment that is never cached. */
export function sendWire(reply: FastifyReply, wire: WireAnswer, httpStatus = 200): FastifyReply {
  return reply
    .code(httpStatus)
    .type('text/html; charset=utf-8')
    .header('cache-control', 'no-store')
    .send(encodeAnswer(wire));
}
