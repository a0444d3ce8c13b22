import { mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { Client } from 'pg';
import { MESSAGES } from '../../../src/shared/domain/messages';
import type { LoginAnswer } from '../../../src/shared/protocol/types';
import { stopServer } from '../helpers/serverProcess';
import { PASSWORD } from './load/seed';
import { callThrough, request, type Visitor } from './proxy/visitor';
import { freePort, NGINX_TEMPLATE, startNginx, type Nginx } from './proxy/nginx';
import { startCluster, type Cluster } from './scaleout/cluster';

jest.setTimeout(90_000);

const LOGIN_LIMIT = 3;

/**
 * Two server processes on PostgreSQL behind Debian's nginx on loopback, with TLS from a
 * throwaway certificate and the configuration README shows (docs/deploy/nginx.conf), set up
 * as README says: TRUST_PROXY is the proxy's address and SITE_ORIGIN the public origin.
 * Visitors are other loopback addresses (127.0.0.2, …), so "the visitor's address" and "the
 * proxy's address" differ as they do on the internet.
 */
describe('behind a real nginx', () => {
  let dir: string;
  let c: Cluster;
  let nginx: Nginx;
  let site: string;
  let ca: string;
  const visitor = (n: number): Visitor => ({ from: `127.0.0.${n}`, ca });

  beforeAll(async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'trust-nginx-'));
    const ports = { httpsPort: await freePort(), httpPort: await freePort() };
    site = `https://localhost:${ports.httpsPort}/`;
    c = await startCluster({
      env: {
        TRUST_PROXY: '127.0.0.1',
        SITE_ORIGIN: `https://localhost:${ports.httpsPort}`,
        LOGIN_LIMIT_PER_ADDRESS: String(LOGIN_LIMIT),
        LOG_LEVEL: 'info',
      },
    });
    const upstream = (url: string) => new URL(url).host;
    nginx = await startNginx(dir, [upstream(c.a.url), upstream(c.b.url)], ports);
    ca = await readFile(nginx.cert, 'utf8');
  });
  afterAll(async () => {
    await nginx?.stop();
    await c?.stop();
    if (dir) await rm(dir, { recursive: true, force: true });
  });

  it('README shows the configuration this test runs', async () => {
    const readme = await readFile('README.md', 'utf8');
    expect(readme).toContain((await readFile(NGINX_TEMPLATE, 'utf8')).trim());
  });

  it('redirects plain HTTP to HTTPS, and sends HSTS over HTTPS', async () => {
    const plain = await request(`http://127.0.0.1:${nginx.httpPort}/login`, visitor(2));
    expect(plain.status).toBe(301);
    expect(plain.headers.location).toBe('https://localhost/login');
    const secure = await request(new URL('/readyz', site).toString(), visitor(2));
    expect(secure.status).toBe(200);
    expect(JSON.parse(secure.body)).toEqual({ status: 'ready' });
    expect(secure.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    // nginx's request id is the server's: one id in both logs.
    expect(secure.headers['x-request-id']).toMatch(/^[0-9a-f]{32}$/);
  });

  it('keeps /metrics to the monitoring host', async () => {
    expect((await request(new URL('/metrics', site).toString(), visitor(2))).status).toBe(404);
  });

  it("stores the visitor's address, not the proxy's nor a forged one", async () => {
    const { wire } = await callThrough(
      site,
      visitor(7),
      'addContactRequest',
      { _name: 'Asha', contact_no: '98765 43210', message: 'Through the proxy.' },
      { headers: { 'x-forwarded-for': '203.0.113.66' } },
    );
    expect(wire.status).toBe('001');
    const client = new Client({ connectionString: c.config.databaseUrl });
    await client.connect();
    try {
      const { rows } = await client.query<{ ip: string }>(
        "select ip from contact_requests where message = 'Through the proxy.'",
      );
      expect(rows).toEqual([{ ip: '127.0.0.7' }]);
    } finally {
      await client.end();
    }
  });

  it("counts per-address limits by the visitor's address", async () => {
    const wrong = (n: number, i: number) =>
      callThrough(site, visitor(n), 'logint', { p1: `nobody${i}@example.in`, p2: 'not it' });
    for (let i = 0; i < LOGIN_LIMIT; i += 1) {
      expect((await wrong(3, i)).wire).toEqual({ status: '0', text: MESSAGES.loginFailed });
    }
    const limited = await wrong(3, 99);
    expect(limited.http).toBe(429);
    expect(limited.wire.text).toMatch(/^Too many attempts/);
    // Another visitor, through the same proxy, is not limited.
    expect((await wrong(4, 100)).wire).toEqual({ status: '0', text: MESSAGES.loginFailed });
  });

  it('refuses calls from another origin', async () => {
    const foreign = await callThrough(
      site,
      visitor(2),
      'getStates',
      {},
      {
        origin: 'https://evil.example',
      },
    );
    expect(foreign.http).toBe(403);
  });

  it("keeps a member's session across both processes, and serves on when one stops", async () => {
    const { local_token } = JSON.parse(
      (
        await callThrough(site, visitor(5), 'logint', {
          p1: c.members.viewer.email,
          p2: PASSWORD,
        })
      ).wire.text,
    ) as LoginAnswer;
    for (let i = 0; i < 6; i += 1) {
      const { wire } = await callThrough(site, visitor(5), 'getDashboardData', { local_token });
      expect(wire.status).toBe('1');
    }
    // nginx spread the calls: each process answered some of them with this session.
    for (const server of [c.a, c.b]) {
      const metrics = await (await fetch(new URL('/metrics', server.url))).text();
      const served =
        /^trust_http_requests_total\{call="getDashboardData",status="200"\} (\d+)$/m.exec(metrics);
      expect(Number(served?.[1] ?? 0)).toBeGreaterThan(0);
    }

    await stopServer(c.a);
    for (let i = 0; i < 6; i += 1) {
      const ready = await request(new URL('/readyz', site).toString(), visitor(5));
      expect(ready.status).toBe(200);
      const { wire } = await callThrough(site, visitor(5), 'getDashboardData', { local_token });
      expect(wire.status).toBe('1');
    }
    expect(await nginx.errorLog()).toMatch(/connect\(\) failed \(111: Connection refused\)/);
  });
});
