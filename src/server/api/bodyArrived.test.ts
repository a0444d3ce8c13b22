import { connect, type AddressInfo, type Socket } from 'node:net';
import Fastify, { type FastifyInstance } from 'fastify';
import { bodyArrived } from './formBody';

/**
 * bodyArrived as the /api hooks see it (preParsing, after the onRequest hooks): true only when
 * the whole body is already buffered, so a body still on its way keeps its timer and its counting.
 */
describe('bodyArrived', () => {
  let app: FastifyInstance;
  let port: number;
  const seen: boolean[] = [];

  beforeAll(async () => {
    app = Fastify();
    app.addHook('onRequest', async () => undefined);
    app.addHook('preParsing', async (request, _reply, payload) => {
      seen.push(bodyArrived(request.raw));
      return payload;
    });
    app.addContentTypeParser('text/plain', { parseAs: 'string' }, (_r, body, done) =>
      done(null, body),
    );
    app.post('/', async (request) => request.body);
    await app.listen({ port: 0, host: '127.0.0.1' });
    port = (app.server.address() as AddressInfo).port;
  });
  afterAll(() => app.close());
  beforeEach(() => (seen.length = 0));

  /** Writes the request in the given pieces, `gapMs` apart; resolves to the answer's text. */
  function send(pieces: string[], gapMs: number): Promise<string> {
    return new Promise((resolve, reject) => {
      const socket: Socket = connect(port, '127.0.0.1');
      let answer = '';
      socket.setEncoding('utf8');
      socket.on('data', (chunk: string) => {
        answer += chunk;
        if (/\r\n\r\n[\s\S]*ok$|\r\n0\r\n\r\n$/.test(answer)) socket.end();
      });
      socket.on('end', () => resolve(answer));
      socket.on('error', reject);
      pieces.forEach((piece, i) => setTimeout(() => socket.write(piece), i * gapMs));
    });
  }

  const head = (extra: string) =>
    `POST / HTTP/1.1\r\nhost: x\r\ncontent-type: text/plain\r\n${extra}connection: close\r\n\r\n`;

  it('is true for a body that came with its headers', async () => {
    expect(await send([head('content-length: 2\r\n') + 'ok'], 0)).toMatch(/ok$/);
    expect(seen).toEqual([true]);
  });

  it('is false for a body still on its way', async () => {
    expect(await send([head('content-length: 2\r\n'), 'o', 'k'], 40)).toMatch(/ok$/);
    expect(seen).toEqual([false]);
  });

  it('is false for a body of no stated length', async () => {
    const chunked = head('transfer-encoding: chunked\r\n') + '2\r\nok\r\n0\r\n\r\n';
    expect(await send([chunked], 0)).toMatch(/ok/);
    expect(seen).toEqual([false]);
  });
});
