import { connect, type Socket } from 'node:net';
import type { AddressInfo } from 'node:net';
import { buildTestApp, type TestApp } from '../helpers/testApp';
import { API_MESSAGES } from '../../../src/server/api/messages';
import { DEFAULT_CONNECTION_LIMITS } from '../../../src/server/plugins/timeouts';

const LIMITS = {
  ...DEFAULT_CONNECTION_LIMITS,
  requestTimeoutMs: 1_000,
  uploadTimeoutMs: 3_000,
  maxConnectionsPerAddress: 5,
};

interface Trickle {
  /** Everything the server sent, once it closed the connection. */
  closed: Promise<string>;
  /** Milliseconds from the first byte to the close. */
  elapsed(): number;
  socket: Socket;
}

/** Sends the headers of a form POST, then one byte of its body every `everyMs`. */
function trickle(port: number, pm: string, everyMs: number): Trickle {
  const socket = connect(port, '127.0.0.1');
  const started = Date.now();
  let ended = 0;
  let text = '';
  socket.setEncoding('utf8');
  socket.on('data', (c: string) => (text += c));
  socket.on('error', () => undefined);
  socket.write(
    `POST /api?pm=${pm} HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\n` +
      `Origin: http://127.0.0.1:${port}\r\n` +
      'Content-Type: application/x-www-form-urlencoded\r\nContent-Length: 1000\r\n\r\n',
  );
  const timer = setInterval(() => socket.writable && socket.write('a'), everyMs);
  const closed = new Promise<string>((resolve) =>
    socket.on('close', () => {
      ended = Date.now();
      clearInterval(timer);
      resolve(text);
    }),
  );
  return { closed, elapsed: () => ended - started, socket };
}

describe('request and connection timeouts (requirements §7; docs/security.md)', () => {
  let t: TestApp;
  let port: number;
  beforeAll(async () => {
    t = await buildTestApp({ connectionLimits: LIMITS });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    port = (t.app.server.address() as AddressInfo).port;
  });
  afterAll(() => t.close());

  it('cuts a body trickled a byte at a time at the request timeout, with a 408', async () => {
    const slow = trickle(port, 'getStates', 200);
    const answer = await slow.closed;
    expect(answer).toMatch(/^HTTP\/1\.1 408/);
    expect(answer).toContain(API_MESSAGES.tooSlow);
    expect(answer.toLowerCase()).toContain('content-security-policy');
    expect(slow.elapsed()).toBeGreaterThanOrEqual(LIMITS.requestTimeoutMs - 50);
    expect(slow.elapsed()).toBeLessThan(LIMITS.requestTimeoutMs + 1_500);
  });

  it('gives only the upload call the longer timeout', async () => {
    const upload = trickle(port, 'uploadProPic', 200);
    const answer = await upload.closed;
    expect(answer).toMatch(/^HTTP\/1\.1 408/);
    expect(upload.elapsed()).toBeGreaterThanOrEqual(LIMITS.uploadTimeoutMs - 50);
    expect(upload.elapsed()).toBeLessThan(LIMITS.uploadTimeoutMs + 1_500);
  });

  it('closes connections beyond the cap per address, and serves again once they go', async () => {
    const held = Array.from({ length: LIMITS.maxConnectionsPerAddress }, () =>
      trickle(port, 'getStates', 100),
    );
    await new Promise((r) => setTimeout(r, 200));
    const extra = trickle(port, 'getStates', 100);
    expect(await extra.closed).toBe('');
    expect(extra.elapsed()).toBeLessThan(LIMITS.requestTimeoutMs);
    await Promise.all(held.map((h) => h.closed));
    const response = await fetch(`http://127.0.0.1:${port}/nope.js`);
    expect(response.status).toBe(404);
  });

  it('sets keep-alive limits on the server', () => {
    expect(t.app.server.keepAliveTimeout).toBe(LIMITS.keepAliveTimeoutMs);
    expect(t.app.server.maxRequestsPerSocket).toBeGreaterThan(0);
    expect(t.app.server.headersTimeout).toBeLessThanOrEqual(20_000);
  });
});
