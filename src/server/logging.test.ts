import type { FastifyRequest } from 'fastify';
import { requestForLog } from './logging';

const request = (url: string) =>
  ({ method: 'GET', url, host: 'site', ip: '10.0.0.1', socket: { remotePort: 5 } }) as Pick<
    FastifyRequest,
    'method' | 'url' | 'host' | 'ip' | 'socket'
  >;

it('keeps the signature of photo links out of the request log', () => {
  expect(requestForLog(request('/photo/abc.jpg?exp=1&v=2&sig=secret')).url).toBe('/photo/abc.jpg');
  expect(requestForLog(request('/api?pm=getStates'))).toEqual({
    method: 'GET',
    url: '/api?pm=getStates',
    host: 'site',
    remoteAddress: '10.0.0.1',
    remotePort: 5,
  });
});
