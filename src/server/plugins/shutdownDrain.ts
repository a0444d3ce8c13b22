import type { FastifyInstance } from 'fastify';

/**
 * Once close() has begun, every answer still being sent ends its connection. Without this, a
 * keep-alive connection whose request was in flight stays open after its answer (Node's
 * server.close() reaps only connections idle at that moment), close() waits for the client's
 * keep-alive timeout, and a SIGTERM ends in the forced exit instead of a clean one.
 */
export function closeConnectionsOnShutdown(app: FastifyInstance): void {
  let closing = false;
  app.addHook('preClose', async () => {
    closing = true;
  });
  app.addHook('onSend', async (request, reply, payload) => {
    if (closing && request.raw.httpVersionMajor === 1) reply.header('connection', 'close');
    return payload;
  });
}
