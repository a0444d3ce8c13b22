import type { FastifyInstance } from 'fastify';
import type { Db } from '../plugins/db';
import { checkAccess, checkCall } from './check';
import { dispatch } from './dispatch';
import { apiErrorHandler, apiNotFound } from './errors';
import { sendWire } from './reply';

export const FORM_BODY_LIMIT = 1024 * 1024;

export interface ApiOptions {
  db: Db;
}

/**
 * `POST /api?pm=…` (registered under the /api prefix). The pipeline: read the raw form, check
 * the call against the registry, check access, run the handler, encode the fragment.
 */
export async function apiRoutes(app: FastifyInstance, { db }: ApiOptions): Promise<void> {
  // Only forms are accepted here (JSON or text would otherwise slip past the codec).
  app.removeAllContentTypeParsers();
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: FORM_BODY_LIMIT },
    (_request, body, done) => done(null, body),
  );
  app.setErrorHandler(apiErrorHandler);
  app.setNotFoundHandler(apiNotFound);

  app.post<{ Querystring: Record<string, unknown> }>('/', async (request, reply) => {
    const body = typeof request.body === 'string' ? request.body : '';
    const checked = checkCall(request.query.pm, body);
    if (!checked.ok) return sendWire(reply, checked.wire, checked.http);
    const denied = checkAccess(checked.type);
    if (denied) return sendWire(reply, denied);
    const wire = await dispatch(checked.type, checked.fields, {
      db,
      ip: request.ip,
      log: request.log,
    });
    return sendWire(reply, wire);
  });
}
