import type { FastifyBaseLogger } from 'fastify';
import { checkAccess } from '../api/access';
import { checkCall } from '../api/check';
import { dispatch } from '../api/dispatch';
import type { Services } from '../api/handler';
import { encodedAnswer } from '../cache';
import { encodeAnswer } from '../../shared/protocol/wire';

/** The client's Transport, as the server's page writer gets it: path and form body in, text out. */
export type PageTransport = (path: string, body: string) => Promise<string>;

/**
 * Answers a page's calls in this process, through the /api pipeline's own steps (check the call,
 * check access, the answer cache, the handler), with no HTTP loop to itself. A visitor's calls
 * only: the page writer holds no session, so a member call is refused as it would be over HTTP.
 * No rate gate: the writer is the server itself, and its pages are kept (pageCache.ts).
 */
export function inProcessTransport(services: Services, log: FastifyBaseLogger): PageTransport {
  return async (path, body) => {
    const pm = new URL(path, 'http://site.local').searchParams.get('pm');
    const checked = checkCall(pm, body);
    if (!checked.ok) return encodeAnswer(checked.wire);
    const access = await checkAccess(checked.type, checked.fields, services);
    if (!access.ok) return encodeAnswer(access.wire);
    const ctx = { ...services, ip: '127.0.0.1', log };
    const answer = await encodedAnswer(services.db, checked.type, checked.fields, () =>
      dispatch(checked.type, checked.fields, ctx, access.member, access.staff ?? null),
    );
    return typeof answer === 'string' ? answer : answer.body.toString('utf8');
  };
}
