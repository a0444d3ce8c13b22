// The built server (dist/server/main.js) on a free port of 127.0.0.1, with a fresh data dir and its
// own copy of a built client: the browser tests' servers (scripts/e2e.mjs, one per lane) and the QA
// build's (e2e/lib/qaServer.mjs). The copy matters: a rebuild of dist/ during a run (other work in
// the same tree) would otherwise swap the hashed assets under the pages being tested.
import { spawn } from 'node:child_process';
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const HOST = '127.0.0.1';

const freePort = () =>
  new Promise((resolve, reject) => {
    const s = createServer().listen(0, HOST, () => {
      const { port } = s.address();
      s.close(() => resolve(port));
    });
    s.on('error', reject);
  });

/**
 * Resolves, once the server prints its URL, to { baseUrl, dataDir, env, stop, log }. `env` is
 * added to the server's (DATABASE_URL is removed unless it names one: SQLite in the data dir).
 * stop() sends SIGTERM, waits up to 10 s (then SIGKILL), removes the temp dir and resolves to a
 * problem to report, or null.
 */
export async function startSiteServer({ publicSource, env = {}, name = 'site' }) {
  const port = await freePort();
  const baseUrl = `http://${HOST}:${port}`;
  const tempDir = mkdtempSync(join(tmpdir(), `trust-${name}-`));
  const dataDir = join(tempDir, 'data');
  const publicDir = join(tempDir, 'public');
  cpSync(publicSource, publicDir, { recursive: true });
  const serverEnv = {
    ...process.env,
    ...env,
    PORT: String(port),
    HOST,
    DATA_DIR: dataDir,
    PUBLIC_DIR: publicDir,
  };
  if (!env.DATABASE_URL) delete serverEnv.DATABASE_URL;

  const server = spawn(process.execPath, ['dist/server/main.js'], {
    env: serverEnv,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let log = '';
  const exited = new Promise((resolve) =>
    server.on('exit', (code, signal) => resolve(code ?? signal)),
  );
  const removeTemp = () => rmSync(tempDir, { recursive: true, force: true });

  try {
    await new Promise((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error('did not print its URL in 30 s')), 30_000);
      const onData = (chunk) => {
        log += chunk;
        if (log.includes(`${baseUrl}/`)) {
          clearTimeout(timer);
          resolve();
        }
      };
      server.stdout.on('data', onData);
      server.stderr.on('data', onData);
      exited.then((code) => {
        clearTimeout(timer);
        reject(new Error(`exited early (${code})`));
      });
    });
  } catch (e) {
    server.kill('SIGKILL');
    removeTemp();
    throw new Error(`${name} server: ${e.message}\n--- server output ---\n${log}`, { cause: e });
  }

  const stop = async () => {
    server.kill('SIGTERM');
    const code = await Promise.race([
      exited,
      new Promise((resolve) => setTimeout(() => resolve('timeout'), 10_000)),
    ]);
    if (code === 'timeout') server.kill('SIGKILL');
    removeTemp();
    if (code === 'timeout') return `the ${name} server did not stop within 10 s of SIGTERM`;
    if (code !== 0)
      return `the ${name} server exited with ${code} after SIGTERM\n${log.slice(-2000)}`;
    return null;
  };
  return { baseUrl, dataDir, stop, log: () => log };
}
