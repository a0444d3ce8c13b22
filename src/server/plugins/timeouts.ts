import type { Socket } from 'node:net';
import { Transform } from 'node:stream';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { bodyArrived, isImageCall } from '../api/formBody';

export interface ConnectionLimits {
  /** Time to receive a whole request body (REQUEST_TIMEOUT_MS; default 15 s). */
  requestTimeoutMs: number;
  /** The same for a photo upload, up to 8 MB (UPLOAD_TIMEOUT_MS; default 120 s). */
  uploadTimeoutMs: number;
  /** Idle time of a kept-alive connection between requests (KEEP_ALIVE_TIMEOUT_MS; 5 s). */
  keepAliveTimeoutMs: number;
  /** Open connections from one address (MAX_CONNECTIONS_PER_ADDRESS; 64; off with TRUST_PROXY). */
  maxConnectionsPerAddress: number;
  /**
   * Requests one kept-alive connection may carry before it must reconnect
   * (MAX_REQUESTS_PER_SOCKET; 1000). Node answers 503 to a request sent on such a connection
   * after its last allowed one, before the client has seen the "Connection: close".
   */
  maxRequestsPerSocket: number;
}

export const DEFAULT_CONNECTION_LIMITS: ConnectionLimits = {
  requestTimeoutMs: 15_000,
  uploadTimeoutMs: 120_000,
  keepAliveTimeoutMs: 5_000,
  maxConnectionsPerAddress: 64,
  maxRequestsPerSocket: 1000,
};

const timedOut = () =>
  Object.assign(new Error('Request body took too long'), {
    statusCode: 408,
    code: 'BODY_TIMEOUT',
  });

const isUpload = (request: FastifyRequest) =>
  isImageCall((request.query as Record<string, unknown> | undefined)?.pm);

/** Fastify's own server timeouts: the backstop for headers and bodies, and keep-alive. */
export function serverTimeouts(limits: ConnectionLimits) {
  return {
    // Node checks these only every few seconds; the body timer below is the precise one.
    requestTimeout: limits.uploadTimeoutMs + 5_000,
    // Idle sockets (nothing sent for this long) are closed.
    connectionTimeout: limits.uploadTimeoutMs + 5_000,
    keepAliveTimeout: limits.keepAliveTimeoutMs,
    maxRequestsPerSocket: limits.maxRequestsPerSocket,
  };
}

/**
 * A body that has not fully arrived within its time (longer only for the photo upload) is cut:
 * the request gets a 408 and its connection is closed, so a sender trickling a byte every few
 * seconds holds nothing for long. Connections beyond the per-address cap are closed at once.
 */
export function connectionLimits(
  app: FastifyInstance,
  limits: ConnectionLimits,
  behindProxy: boolean,
): void {
  app.server.headersTimeout = Math.min(limits.requestTimeoutMs, 20_000);
  const timers = new WeakMap<FastifyRequest, NodeJS.Timeout>();
  app.addHook('preParsing', async (request, reply, payload) => {
    // Only a request that carries a body has one to wait for.
    const { 'content-length': length, 'transfer-encoding': chunked } = request.headers;
    // Nor does one whose body has all arrived already.
    if ((!chunked && !(Number(length) > 0)) || bodyArrived(request.raw)) return payload;
    const ms = isUpload(request) ? limits.uploadTimeoutMs : limits.requestTimeoutMs;
    const timed = new Transform({
      transform: (chunk: Buffer, _encoding, callback) => callback(null, chunk),
      flush: (callback) => {
        clearTimeout(timers.get(request));
        callback();
      },
    });
    timers.set(
      request,
      setTimeout(() => {
        if (reply.sent || timed.writableFinished) return;
        reply.header('connection', 'close');
        timed.destroy(timedOut());
      }, ms),
    );
    // The parser listens for errors while it reads; after that an error must not go unheard.
    timed.on('error', () => undefined);
    timed.on('close', () => clearTimeout(timers.get(request)));
    payload.on('error', (err) => timed.destroy(err));
    return payload.pipe(timed);
  });
  // The 408's connection goes with it: the rest of a trickled body is never waited for.
  app.addHook('onResponse', async (request, reply) => {
    clearTimeout(timers.get(request));
    if (reply.statusCode === 408) request.raw.socket?.destroy();
  });
  // Behind a proxy every connection comes from the proxy: the proxy limits per client instead.
  if (behindProxy || limits.maxConnectionsPerAddress <= 0) return;
  const open = new Map<string, number>();
  app.server.on('connection', (socket: Socket) => {
    const address = socket.remoteAddress ?? '';
    const count = (open.get(address) ?? 0) + 1;
    open.set(address, count);
    socket.once('close', () => {
      const left = (open.get(address) ?? 1) - 1;
      if (left <= 0) open.delete(address);
      else open.set(address, left);
    });
    if (count > limits.maxConnectionsPerAddress) socket.destroy();
  });
}
