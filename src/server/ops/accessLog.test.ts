import { buildTestApp, type TestApp } from '../../../test/server/helpers/testApp';

interface Line {
  msg?: string;
  reqId?: string;
  req?: { method?: string; url?: string };
  res?: { statusCode?: number };
  responseTime?: number;
}

/** The lines one request leaves at a log level, parsed. */
async function linesOf(level: string, url: string): Promise<{ lines: Line[] }> {
  const written: string[] = [];
  const t: TestApp = await buildTestApp(
    { logLevel: level },
    { logDestination: { write: (line: string) => written.push(line) } },
  );
  try {
    written.length = 0;
    const response = await t.app.inject({ url });
    const id = response.headers['x-request-id'];
    const lines = written.map((l) => JSON.parse(l) as Line).filter((l) => l.reqId === id);
    return { lines };
  } finally {
    await t.close();
  }
}

describe('the access log', () => {
  it('writes one line a request at info: method, address, status and time', async () => {
    const { lines } = await linesOf('info', '/healthz');
    expect(lines).toHaveLength(1);
    const [line] = lines;
    expect(line).toMatchObject({
      msg: 'request completed',
      req: { method: 'GET', url: '/healthz' },
      res: { statusCode: 200 },
    });
    expect(typeof line?.responseTime).toBe('number');
  });

  it('says so of an address that does not exist', async () => {
    const { lines } = await linesOf('info', '/no-such-thing.txt');
    expect(lines.map((l) => [l.req?.url, l.res?.statusCode])).toContainEqual([
      '/no-such-thing.txt',
      404,
    ]);
  });

  it('adds the arrival line at debug, for a request that never ends', async () => {
    const { lines } = await linesOf('debug', '/healthz');
    expect(lines.map((l) => l.msg)).toEqual(['incoming request', 'request completed']);
    expect(lines[0]?.req?.url).toBe('/healthz');
  });
});
