import type { FastifyRequest } from 'fastify';

/**
 * Fastify's request log line, minus the query of photo links: their signature is a capability
 * (anyone holding the URL sees the photo until it expires), so it stays out of the logs.
 */
export function requestForLog(
  request: Pick<FastifyRequest, 'method' | 'url' | 'host' | 'ip' | 'socket'>,
) {
  const url = request.url.startsWith('/photo/') ? request.url.replace(/\?.*$/, '') : request.url;
  return {
    method: request.method,
    url,
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}
