// Starts the bundled site server (or any node script that prints its URL) as its own process, the
// way `npm start` runs it, and times the start from spawn to the "running at" line.
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { SERVER_NODE_FLAGS, serverEnv } from '../lib/serverFlags.mjs';
import { HOST, freePort, ROOT } from './util.mjs';

const READY = /running at (http:\/\/\S+)/;
const KEEP_LOG = 8000;

/**
 * Resolves to { pid, baseUrl, startupMs, log(), rssMb(), stop() } once the process printed
 * "… running at http://…". `env` adds to a clean copy of the environment (no DATABASE_URL).
 */
export async function startProcess(script, env = {}, { timeoutMs = 60_000 } = {}) {
  const port = await freePort();
  const childEnv = serverEnv({ ...process.env, PORT: String(port), HOST, ...env });
  delete childEnv.DATABASE_URL;
  const t0 = performance.now();
  // The site's own flags and environment, for the hello-world reference too: both run as
  // `npm start` runs the site.
  const child = spawn(process.execPath, [...SERVER_NODE_FLAGS, script], {
    cwd: ROOT,
    env: childEnv,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let log = '';
  // Only the tail is kept: a load run makes the server log every request.
  const keep = (chunk) => (log = (log + chunk).slice(-KEEP_LOG));
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  const exited = new Promise((resolve) => child.on('exit', (code, sig) => resolve(code ?? sig)));
  const baseUrl = await new Promise((resolve, reject) => {
    const timer = setTimeout(
      () => fail(`did not print its URL in ${timeoutMs / 1000} s`),
      timeoutMs,
    );
    const fail = (why) => {
      clearTimeout(timer);
      child.kill('SIGKILL');
      reject(new Error(`${script} ${why}\n--- its output ---\n${log}`));
    };
    child.stdout.on('data', () => {
      const m = READY.exec(log);
      if (m) {
        clearTimeout(timer);
        resolve(m[1].replace(/\/$/, ''));
      }
    });
    exited.then((code) => fail(`exited early (${code})`));
  });
  const startupMs = performance.now() - t0;
  return {
    pid: child.pid,
    baseUrl,
    startupMs,
    log: () => log,
    rssMb: () => rssMb(child.pid),
    async stop() {
      child.kill('SIGTERM');
      const code = await Promise.race([
        exited,
        new Promise((r) => setTimeout(r, 10_000, 'timeout')),
      ]);
      if (code === 'timeout') child.kill('SIGKILL');
    },
  };
}

/** Resident memory of a process in MB (VmRSS of /proc/<pid>/status). */
export function rssMb(pid) {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = Number(/^VmRSS:\s+(\d+)\s+kB/m.exec(status)?.[1]);
  return kb / 1024;
}

/** The site server on a data dir, serving the bench's own client build; `env` adds to its own. */
export function startSite(server, { dataDir, publicDir, env = {} }) {
  return startProcess(server.main, {
    ...env,
    DATA_DIR: dataDir,
    PUBLIC_DIR: publicDir,
    // The load and search runs ask for far more pages than a person may in an hour (default 60).
    LIST_LIMIT_PER_DAY: '999999',
    PROFILE_LIMIT_PER_DAY: '999999',
    // autocannon keeps each connection and ignores the "Connection: close" of a socket's last
    // allowed request: past 1,000 requests a socket (the default) it would count Node's 503s.
    MAX_REQUESTS_PER_SOCKET: '999999',
  });
}
