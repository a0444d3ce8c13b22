import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import {
  LogController,
  type FastifyInstance,
  type FastifyReply,
  type FastifyRequest,
  type FastifyServerOptions,
} from 'fastify';
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
 * One line a request at info, written as it is answered: method, address, status and time,
 * like a web server's access log. Fastify's default also writes an arrival line: two
 * synchronous writes and two scrubbed lines a request, and twice the log volume. Measured on a
 * kept getPgData answer, one line took the server's CPU from about 158 to 150 µs a request.
 * The arrival line stays at debug, for following a request that never ends.
 */
export class AccessLog extends LogController {
  override incomingRequest(request: FastifyRequest): void {
    request.log.debug({ req: request }, 'incoming request');
  }

  override requestCompleted(
    error: Error | null | undefined,
    request: FastifyRequest,
    reply: FastifyReply,
  ): void {
    const line = { req: request, res: reply, responseTime: reply.elapsedTime };
    if (error) reply.log.error({ ...line, err: error }, 'request errored');
    else reply.log.info(line, 'request completed');
  }
}

/**
 * Standard output, written in the background: a write per line made every answer wait for its
 * access line's system call (about 5% of a kept getPgData answer's CPU, issue #19 item 4); lines
 * that come while one write is under way go out together in the next. pino flushes what is left
 * when the process exits, a crash included (ops/logger.test.ts). A log reader that stops reading
 * costs at most MAX_UNWRITTEN of memory (later lines are dropped), where a synchronous write
 * would stop the server.
 */
const MAX_UNWRITTEN = 16 * 1024 * 1024;

function stdoutSink(): Sink {
  return pino.destination({ dest: 1, sync: false, maxLength: MAX_UNWRITTEN });
}

/**
 * Fastify's logger: pino writing through the redaction above; JSON lines for files and log
 * collectors, pretty lines when a person watches a terminal (LOG_FORMAT=auto picks by whether
 * stdout is a TTY). `destination` is for tests.
 */
export function loggerOptions(
  settings: LoggerSettings,
  destination?: Sink,
): Pick<FastifyServerOptions, 'logger' | 'genReqId' | 'logController'> {
  const tty = process.stdout.isTTY === true;
  const wantsPretty =
    settings.logFormat === 'pretty' ||
    (settings.logFormat === 'auto' && destination === undefined && tty);
  const out: Sink = destination ?? stdoutSink();
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
    logController: new AccessLog(),
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
