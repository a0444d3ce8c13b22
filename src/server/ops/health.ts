import type { FastifyInstance, FastifyReply } from 'fastify';
import type { Db } from '../plugins/db';
import { readiness } from './readiness';

function plain(reply: FastifyReply, status: number, body: object): FastifyReply {
  // A probe must see the process as it is now, never a cached answer.
  return reply
    .code(status)
    .header('cache-control', 'no-store')
    .type('application/json; charset=utf-8')
    .send(JSON.stringify(body));
}

/**
 * GET /healthz: the process answers (liveness; restart it when this fails).
 * GET /readyz: it can serve the site (send it traffic only when this is 200).
 * Both are plain JSON for load balancers and carry nothing about members.
 */
export function healthRoutes(app: FastifyInstance, { db }: { db: Db }): void {
  const closing = { now: false };
  // From the moment shutdown starts, so a proxy moves traffic away before the port closes.
  app.addHook('preClose', async () => {
    closing.now = true;
  });
  app.get('/healthz', async (_request, reply) => plain(reply, 200, { status: 'ok' }));
  app.get('/readyz', async (request, reply) => {
    if (closing.now) return plain(reply, 503, { status: 'unavailable', reason: 'shutting down' });
    const state = await readiness(db);
    if (state.ready) return plain(reply, 200, { status: 'ready' });
    request.log.warn({ reason: state.reason }, 'not ready');
    return plain(reply, 503, { status: 'unavailable', reason: state.reason });
  });
}
