import net from 'node:net';
import { sql } from 'kysely';
import { createTestDatabase, type TestDatabase } from '../../../test/server/helpers/pgDatabase';
import { buildTestApp, type TestApp } from '../../../test/server/helpers/testApp';

const ADMIN_URL = process.env.TEST_PG_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

const get = async (t: TestApp, url: string) => {
  const response = await t.app.inject({ url });
  return {
    status: response.statusCode,
    body: JSON.parse(response.body) as Record<string, string>,
    cache: response.headers['cache-control'],
  };
};

describe('health and readiness on the configured database', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  it('/healthz and /readyz answer 200 in plain JSON, never cached', async () => {
    expect(await get(t, '/healthz')).toEqual({
      status: 200,
      body: { status: 'ok' },
      cache: 'no-store',
    });
    expect(await get(t, '/readyz')).toEqual({
      status: 200,
      body: { status: 'ready' },
      cache: 'no-store',
    });
  });

  it('/readyz says when a migration is missing or the content is not loaded', async () => {
    const last = await sql<{
      name: string;
    }>`select max(name) as name from kysely_migration`.execute(t.app.db);
    const name = last.rows[0]!.name;
    await sql`delete from kysely_migration where name = ${name}`.execute(t.app.db);
    expect(await get(t, '/readyz')).toMatchObject({
      status: 503,
      body: { status: 'unavailable', reason: `migrations pending: ${name}` },
    });
    await sql`insert into kysely_migration (name, timestamp) values (${name}, ${new Date().toISOString()})`.execute(
      t.app.db,
    );
    expect((await get(t, '/readyz')).status).toBe(200);

    const menus = await t.app.db.selectFrom('menus').selectAll().execute();
    await t.app.db.deleteFrom('menus').execute();
    expect(await get(t, '/readyz')).toMatchObject({
      status: 503,
      body: { reason: 'content not loaded' },
    });
    await t.app.db.insertInto('menus').values(menus).execute();
    expect((await get(t, '/readyz')).status).toBe(200);
  });
});

/**
 * A TCP relay in front of PostgreSQL: closing it (and every connection through it) is the
 * database going away as far as the app can tell; opening it again is the database returning.
 */
function relay(target: { host: string; port: number }) {
  const sockets = new Set<net.Socket>();
  let server: net.Server | undefined;
  let port = 0;
  const open = () =>
    new Promise<void>((resolve) => {
      server = net.createServer((client) => {
        const upstream = net.connect(target);
        for (const s of [client, upstream]) {
          sockets.add(s);
          s.on('close', () => sockets.delete(s));
          s.on('error', () => s.destroy());
        }
        client.pipe(upstream).pipe(client);
      });
      server.listen(port, '127.0.0.1', () => {
        port = (server!.address() as net.AddressInfo).port;
        resolve();
      });
    });
  const close = () =>
    new Promise<void>((resolve) => {
      for (const s of sockets) s.destroy();
      server!.close(() => resolve());
    });
  return { open, close, port: () => port };
}

describe('readiness follows a PostgreSQL database that goes away and comes back', () => {
  let database: TestDatabase;
  let t: TestApp;
  const base = new URL(process.env.DATABASE_URL || ADMIN_URL);
  const proxy = relay({ host: base.hostname, port: Number(base.port || 5432) });

  beforeAll(async () => {
    database = (await createTestDatabase(base.toString()))!;
    await proxy.open();
    const url = new URL(database.url);
    url.port = String(proxy.port());
    t = await buildTestApp({ databaseUrl: url.toString() });
  });
  afterAll(async () => {
    // The whole test env: its data dir, and under test:pg the database it made for itself.
    await t?.close();
    await proxy.close().catch(() => undefined);
    await database?.drop();
  });

  it('200, then 503 "database unreachable" while it is down, then 200 again', async () => {
    expect((await get(t, '/readyz')).status).toBe(200);
    await proxy.close();
    expect(await get(t, '/readyz')).toMatchObject({
      status: 503,
      body: { status: 'unavailable', reason: 'database unreachable' },
    });
    // The process itself is alive: a load balancer keeps it, only sends it nothing.
    expect((await get(t, '/healthz')).status).toBe(200);
    await proxy.open();
    expect(await get(t, '/readyz')).toEqual({
      status: 200,
      body: { status: 'ready' },
      cache: 'no-store',
    });
  });
});
