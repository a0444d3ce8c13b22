import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { callLabel, type Metrics } from './metrics';
import { addressList, type OpsConfig } from './opsConfig';

function sameToken(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

/** Loopback or METRICS_ALLOW by the client's address (request.ip, so TRUST_PROXY applies), or the token. */
export function metricsAccess(config: Pick<OpsConfig, 'metricsAllow' | 'metricsToken'>) {
  const allowed = addressList(config.metricsAllow);
  return (request: FastifyRequest): boolean => {
    const auth = request.headers.authorization ?? '';
    const token = /^Bearer (\S+)$/i.exec(auth)?.[1];
    if (config.metricsToken && token && sameToken(token, config.metricsToken)) return true;
    return allowed(request.ip);
  };
}

/** Times every request, and serves GET /metrics to those metricsAccess lets in. */
export function metricsRoutes(
  app: FastifyInstance,
  {
    metrics,
    config,
  }: { metrics: Metrics; config: Pick<OpsConfig, 'metricsAllow' | 'metricsToken'> },
): void {
  app.addHook('onResponse', async (request, reply) => {
    const pm = (request.query as Record<string, unknown> | undefined)?.pm;
    const call = callLabel(request.url, request.routeOptions.url, pm);
    metrics.request(call, reply.statusCode, reply.elapsedTime / 1000);
  });

  const mayRead = metricsAccess(config);
  app.get('/metrics', async (request, reply) => {
    reply.header('cache-control', 'no-store');
    if (!mayRead(request)) {
      request.log.warn({ remoteAddress: request.ip }, 'metrics refused');
      return reply.code(403).type('text/plain; charset=utf-8').send('Forbidden.');
    }
    const body = await metrics.registry.metrics();
    return reply.type(metrics.registry.contentType).send(body);
  });
}
