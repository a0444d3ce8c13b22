import type { FastifyInstance } from 'fastify';
import { originGuard } from '../plugins/origin';
import { rateGate } from '../accounts';
import { encodedAnswer } from '../cache';
import { checkAccess } from './access';
import { checkCall } from './check';
import { dispatch } from './dispatch';
import { bodyArrived, boundedBody, limitFor, tooLarge, UPLOAD_BODY_LIMIT } from './formBody';
import { apiErrorHandler, apiNotFound } from './errors';
import type { Services } from './handler';
import { sendAnswer, sendWire } from './reply';

export { FORM_BODY_LIMIT, UPLOAD_BODY_LIMIT } from './formBody';

export interface ApiOptions extends Services {
  /** SITE_ORIGIN: where calls may come from; undefined means loopback only (security/origin.ts). */
  siteOrigins: string[] | undefined;
}

/**
 * `POST /api?pm=…` (registered under the /api prefix). The pipeline: check the origin, read the
 * raw form, check the call against the registry, apply the rate limits, check access, run the
 * handler, encode the fragment.
 */
export async function apiRoutes(
  app: FastifyInstance,
  { siteOrigins, ...services }: ApiOptions,
): Promise<void> {
  // Only forms are accepted here (JSON or text would otherwise slip past the codec).
  app.removeAllContentTypeParsers();
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: UPLOAD_BODY_LIMIT },
    (_request, body, done) => done(null, body),
  );
  // The parser's limit is the largest any call may send; each call's own limit applies here.
  app.addHook('preParsing', async (request, _reply, payload) => {
    const limit = limitFor((request.query as Record<string, unknown>).pm);
    if (Number(request.headers['content-length']) > limit) throw tooLarge();
    if (bodyArrived(request.raw)) return payload;
    const bounded = boundedBody(limit);
    payload.on('error', (err) => bounded.destroy(err));
    return payload.pipe(bounded);
  });
  app.setErrorHandler(apiErrorHandler);
  app.setNotFoundHandler(apiNotFound);

  app.post<{ Querystring: Record<string, unknown> }>(
    '/',
    // The origin is checked before the body is read (onRequest precedes parsing).
    { bodyLimit: UPLOAD_BODY_LIMIT, onRequest: originGuard(siteOrigins) },
    async (request, reply) => {
      const body = typeof request.body === 'string' ? request.body : '';
      const checked = checkCall(request.query.pm, body);
      if (!checked.ok) return sendWire(reply, checked.wire, checked.http);
      const ctx = { ...services, ip: request.ip, log: request.log };
      const limited = await rateGate(checked.type, checked.fields, ctx);
      if (limited) {
        reply.header('retry-after', String(limited.minutes * 60));
        return sendWire(reply, limited.wire, 429);
      }
      const access = await checkAccess(checked.type, checked.fields, services);
      if (!access.ok) return sendWire(reply, access.wire);
      // Content calls may come encoded from the cache (src/server/cache), skipping the handler.
      const answer = await encodedAnswer(services.db, checked.type, checked.fields, () =>
        dispatch(checked.type, checked.fields, ctx, access.member, access.staff ?? null),
      );
      return sendAnswer(request, reply, answer);
    },
  );
}
