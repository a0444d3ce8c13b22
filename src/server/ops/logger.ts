import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { FastifyInstance, FastifyServerOptions } from 'fastify';
import pino from 'pino';
import pretty from 'pino-pretty';
import { requestForLog } from '../logging';
import { scrubLine } from './redact';

export type LogFormat = 'auto' | 'json' | 'pretty';

export interface LoggerSettings {
  logLevel: string;
  logFormat: LogFormat;
  trustProxy: boolean | number | string[];
}

/** A request id from the proxy is kept (so its access log and ours line up) only when trusted. */
const PROXY_ID = /^[A-Za-z0-9._:-]{1,64}$/;

export function requestIdFrom(trustProxy: LoggerSettings['trustProxy']) {
  return (request: IncomingMessage): string => {
    const given = request.headers['x-request-id'];
    if (trustProxy !== false && typeof given === 'string' && PROXY_ID.test(given)) return given;
    return randomUUID();
  };
}

type Sink = { write(chunk: string): unknown };

/** Every line passes through scrubLine before anything writes it: redaction at the logger. */
function redacting(next: Sink): Sink {
  return { write: (line: string) => next.write(scrubLine(line)) };
}

/**
 * Fastify's logger: pino writing through the redaction above; JSON lines for files and log
 * collectors, pretty lines when a person watches a terminal (LOG_FORMAT=auto picks by whether
 * stdout is a TTY). `destination` is for tests.
 */
export function loggerOptions(
  settings: LoggerSettings,
  destination?: Sink,
): Pick<FastifyServerOptions, 'logger' | 'genReqId'> {
  const tty = process.stdout.isTTY === true;
  const wantsPretty =
    settings.logFormat === 'pretty' ||
    (settings.logFormat === 'auto' && destination === undefined && tty);
  const out: Sink = destination ?? pino.destination({ dest: 1, sync: true });
  const sink = wantsPretty
    ? pretty({
        colorize: tty && destination === undefined,
        translateTime: 'SYS:HH:MM:ss.l',
        ignore: 'pid,hostname',
        singleLine: true,
        destination: out as NodeJS.WritableStream,
        sync: true,
      })
    : out;
  return {
    genReqId: requestIdFrom(settings.trustProxy),
    logger: {
      level: settings.logLevel,
      serializers: { req: requestForLog },
      stream: redacting(sink),
    },
  };
}

/** The id of every answer, so a member's report ("it failed at 10:02") finds its log lines. */
export function echoRequestId(app: FastifyInstance): void {
  app.addHook('onRequest', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });
}
