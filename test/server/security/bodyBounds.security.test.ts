import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { buildCall } from '../../../src/shared/protocol/form';
import { decodeAnswer } from '../../../src/shared/protocol/wire';
import { formWork, MAX_FORM_PARTS } from '../../../src/server/api/formBody';
import { API_MESSAGES } from '../../../src/server/api/messages';
import { buildTestApp, type TestApp } from '../helpers/testApp';

/** 800,000 field names: about 5.6 MB, under the upload call's 8 MB limit. */
const FIELDS = 800_000;
const floodBody = (type: string) =>
  `curl_type=${type}&` + Array.from({ length: FIELDS }, (_, i) => `f${i % 100_000}=`).join('&');

interface Answer {
  status: number;
  body: string;
}

/**
 * A raw POST that keeps reading the answer even if the server stops reading the body. `chunked`
 * sends no Content-Length (as an attacker may), so only counting can stop the body.
 */
function post(
  port: number,
  path: string,
  body: string,
  origin: string,
  chunked = false,
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      {
        host: '127.0.0.1',
        port,
        path,
        method: 'POST',
        headers: {
          'content-type': 'application/x-www-form-urlencoded',
          ...(chunked ? {} : { 'content-length': Buffer.byteLength(body) }),
          origin,
        },
      },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (c: string) => (text += c));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body: text }));
      },
    );
    // The server answers and stops reading mid-body; the rest of our write may then fail.
    req.on('error', (err) => (req.writableFinished ? undefined : reject(err)));
    if (!chunked) return req.end(body);
    for (let at = 0; at < body.length; at += 64 * 1024) req.write(body.slice(at, at + 64 * 1024));
    req.end();
  });
}

describe('bounded form parsing (requirements §7: the /api pipeline)', () => {
  let t: TestApp;
  let port: number;
  let origin: string;
  beforeAll(async () => {
    t = await buildTestApp();
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    port = (t.app.server.address() as AddressInfo).port;
    origin = `http://127.0.0.1:${port}`;
  });
  afterAll(() => t.close());

  it.each(['uploadProPic', 'register_member', 'getStates', 'logint'])(
    'refuses an 800,000-field body (no Content-Length) to %s after counting at most the allowed parts, decoding none',
    async (type) => {
      const decoded = formWork.decoded;
      const counted = formWork.parts;
      const visitor = buildCall('getStates', {});
      const [flood, states] = await Promise.all([
        post(port, `/api?pm=${type}`, floodBody(type), origin, true),
        post(port, visitor.path, visitor.body, origin),
      ]);
      expect(flood.status).toBe(413);
      expect(decodeAnswer(flood.body)).toEqual({
        status: '-10',
        text: API_MESSAGES.tooManyFields,
      });
      // The visitor's call (3 parts, decoded) went through at the same time.
      expect(states.status).toBe(200);
      expect(decodeAnswer(states.body).status).toBe('1');
      expect(formWork.parts - counted).toBeLessThanOrEqual(MAX_FORM_PARTS + 3);
      expect(formWork.decoded - decoded).toBeLessThanOrEqual(2 * 3);
    },
  );

  it('refuses a small body that came whole, with more parts than any call has, the same way', async () => {
    // Under 4 KB with its length stated: it arrives with its headers and is not streamed through
    // the counting (bodyArrived); readForm stops at the limit instead, with the same answer.
    const decoded = formWork.decoded;
    const parts = Array.from({ length: MAX_FORM_PARTS + 5 }, (_, i) => `f${i}=`).join('&');
    const answer = await post(port, '/api?pm=getStates', `curl_type=getStates&${parts}`, origin);
    expect(answer.status).toBe(413);
    expect(decodeAnswer(answer.body)).toEqual({
      status: '-10',
      text: API_MESSAGES.tooManyFields,
    });
    expect(formWork.decoded).toBe(decoded);
  });

  it('judges names in one pass: the first unknown name ends it', async () => {
    const decoded = formWork.decoded;
    const names = Array.from({ length: MAX_FORM_PARTS - 2 }, (_, i) => `x${i}=1`).join('&');
    const answer = await post(port, '/api?pm=getStates', `curl_type=getStates&${names}`, origin);
    expect(decodeAnswer(answer.body)).toEqual({
      status: '-10',
      text: API_MESSAGES.unknownField('x0'),
    });
    // curl_type's name and value, then the name x0.
    expect(formWork.decoded - decoded).toBe(3);
  });

  it('gives the 8 MB limit only to a body that is one image field', async () => {
    const big = 'a'.repeat(2 * 1024 * 1024);
    const answer = await post(
      port,
      '/api?pm=uploadProPic',
      `curl_type=uploadProPic&local_token=${big}&upd_for=profile&pro_pic=x`,
      origin,
    );
    expect(answer.status).toBe(413);
    expect(decodeAnswer(answer.body)).toEqual({ status: '-10', text: API_MESSAGES.tooLarge });
  });
});
