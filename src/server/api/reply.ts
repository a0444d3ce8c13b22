import type { FastifyReply, FastifyRequest } from 'fastify';
import { acceptedEncoding, type KeptAnswer } from '../cache';
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

/**
 * An answer from the content cache goes out as its stored encoding when the client accepts one
 * (the compress plugin leaves a reply that names its encoding alone), else as the fragment; any
 * other answer is encoded, and compressed by the plugin, per request.
 */
export function sendAnswer(
  request: FastifyRequest,
  reply: FastifyReply,
  answer: string | KeptAnswer,
): FastifyReply {
  if (typeof answer === 'string') return sendWire(reply, answer);
  const { body, packed } = answer;
  if (!packed) return sendWire(reply, body);
  reply.header('vary', 'Accept-Encoding');
  const encoding = acceptedEncoding(request.headers['accept-encoding']);
  if (encoding === null) return sendWire(reply, body);
  return sendWire(reply.header('content-encoding', encoding), packed[encoding]);
}
