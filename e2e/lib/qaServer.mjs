// A second server for the QA build (dist/qa/public), which the suite's production server does not
// serve: builds it if missing, starts `node dist/server/main.js` on a free port with a fresh data
// dir and no database URL, and resolves once the server prints its URL.
import { spawn, spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const HOST = '127.0.0.1';
const QA_PUBLIC = 'dist/qa/public';

const freePort = () =>
  new Promise((resolve, reject) => {
    const s = createServer().listen(0, HOST, () => {
      const { port } = s.address();
      s.close(() => resolve(port));
    });
    s.on('error', reject);
  });

/** Resolves to { baseUrl, stop }; stop() sends SIGTERM, waits for the exit and removes the temp dir. */
export async function startQaServer() {
  if (!existsSync(join(QA_PUBLIC, 'index.html'))) {
    const build = spawnSync('npm', ['run', 'build:qa'], { stdio: 'inherit' });
    if (build.status !== 0) throw new Error(`npm run build:qa failed (${build.status})`);
  }
  if (!existsSync('dist/server/main.js')) throw new Error('dist/server/main.js is missing');

  const port = await freePort();
  const baseUrl = `http://${HOST}:${port}`;
  const tempDir = mkdtempSync(join(tmpdir(), 'trust-e2e-qa-'));
  const dataDir = join(tempDir, 'data');
  // A copy of the QA client, as scripts/e2e.mjs does for production: a rebuild of dist/qa during
  // the run (other work in the same tree) would otherwise swap the hashed assets under the page.
  const publicDir = join(tempDir, 'public');
  cpSync(QA_PUBLIC, publicDir, { recursive: true });
  const env = {
    ...process.env,
    PORT: String(port),
    HOST,
    DATA_DIR: dataDir,
    PUBLIC_DIR: publicDir,
  };
  delete env.DATABASE_URL;

  const server = spawn(process.execPath, ['dist/server/main.js'], {
    env,
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
    throw new Error(`QA server: ${e.message}\n--- server output ---\n${log}`, { cause: e });
  }

  const stop = async () => {
    server.kill('SIGTERM');
    const code = await Promise.race([
      exited,
      new Promise((resolve) => setTimeout(() => resolve('timeout'), 10_000)),
    ]);
    if (code === 'timeout') server.kill('SIGKILL');
    removeTemp();
  };
  return { baseUrl, stop, log: () => log };
}
