import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { buildCall } from '../../src/shared/protocol/form';
import { decodeAnswer } from '../../src/shared/protocol/wire';
import { openDatabase } from '../../src/server/plugins/db';
import { listContactRequests } from '../../src/server/contact/repositories/contact';
import { rateLimitEnv } from '../../src/server/accounts/rateLimitsConfig';
import { createTestEnv, type TestEnv } from './helpers/testApp';

jest.setTimeout(60_000);

let env: TestEnv;
beforeAll(async () => {
  env = await createTestEnv();
});
afterAll(() => env.cleanup());

interface Server {
  child: ChildProcess;
  url: string;
  exited: Promise<number | null>;
}

/** The real server (tsx src/server/main.ts) on a free port, as an operator would start it. */
function startServer(): Promise<Server> {
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', path.join('src', 'server', 'main.ts')],
    {
      cwd: process.cwd(),
      env: {
        ...process.env,
        PORT: '0',
        HOST: '127.0.0.1',
        DATA_DIR: env.config.dataDir,
        CONTENT_DIR: env.config.contentDir,
        PUBLIC_DIR: env.config.publicDir,
        DATABASE_URL: env.config.databaseUrl ?? '',
        LOG_LEVEL: 'warn',
        // This test writes many messages from one address and phone number.
        ...rateLimitEnv(env.config.rateLimits),
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  const exited = new Promise<number | null>((resolve) =>
    child.once('exit', (code) => resolve(code)),
  );
  return new Promise((resolve, reject) => {
    let out = '';
    const onData = (chunk: Buffer) => {
      out += chunk.toString();
      const match = /Trust site running at (http:\/\/\S+\/)\n/.exec(out);
      if (match?.[1]) resolve({ child, url: match[1], exited });
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', (chunk: Buffer) => (out += chunk.toString()));
    void exited.then((code) =>
      reject(new Error(`server exited (${code}) before listening:\n${out}`)),
    );
  });
}

async function writeToUs(url: string, n: number): Promise<string> {
  const message = `durable message ${n}`;
  const { path: callPath, body } = buildCall('addContactRequest', {
    _name: `Writer ${n}`,
    contact_no: '9876543210',
    message,
  });
  const response = await fetch(new URL(callPath, url), {
    method: 'POST',
    // Same-origin, as the site's own page posts it.
    headers: { 'content-type': 'application/x-www-form-urlencoded', origin: new URL(url).origin },
    body,
  });
  const wire = decodeAnswer(await response.text());
  if (wire.status !== '001') throw new Error(`not acknowledged: ${wire.text}`);
  return message;
}

it('keeps every acknowledged write through a SIGKILL and a restart', async () => {
  const server = await startServer();
  const acknowledged: string[] = [];
  // Sequential writes, then a burst still in flight when the process is killed.
  for (let n = 0; n < 5; n += 1) acknowledged.push(await writeToUs(server.url, n));
  const burst = Array.from({ length: 30 }, (_, i) =>
    writeToUs(server.url, 100 + i).then((m) => {
      acknowledged.push(m);
      if (acknowledged.length === 15) server.child.kill('SIGKILL');
    }),
  );
  await Promise.allSettled(burst);
  server.child.kill('SIGKILL');
  await server.exited;
  expect(acknowledged.length).toBeGreaterThanOrEqual(15);

  const again = await startServer();
  acknowledged.push(await writeToUs(again.url, 999));
  again.child.kill('SIGTERM');
  expect(await again.exited).toBe(0);

  const db = await openDatabase(env.config);
  try {
    const stored = new Set((await listContactRequests(db)).map((r) => r.message));
    expect(acknowledged.filter((m) => !stored.has(m))).toEqual([]);
  } finally {
    await db.destroy();
  }
});
