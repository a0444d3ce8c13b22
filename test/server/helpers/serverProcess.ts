import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { buildCall, type FormFields } from '../../../src/shared/protocol/form';
import { decodeAnswer, type WireAnswer } from '../../../src/shared/protocol/wire';
import type { Config } from '../../../src/server/config';
import { rateLimitEnv } from '../../../src/server/accounts/rateLimitsConfig';

export interface ServerProcess {
  child: ChildProcess;
  /** http://127.0.0.1:PORT/ as the server printed it. */
  url: string;
  /** The exit code (or the signal's name) once the process has ended. */
  exited: Promise<number | string | null>;
  /** Everything the process wrote so far. */
  output(): string;
}

/** The settings a server process takes from a test env, as environment variables. */
export function envOf(config: Config): Record<string, string> {
  return {
    DATA_DIR: config.dataDir,
    CONTENT_DIR: config.contentDir,
    PUBLIC_DIR: config.publicDir,
    DATABASE_URL: config.databaseUrl ?? '',
    PASSWORD_HASH_N: String(config.passwordHashN),
    ...rateLimitEnv(config.rateLimits),
  };
}

/**
 * The real server (tsx src/server/main.ts) on a free port, as an operator would start it, so a
 * test can kill it with real signals. `env` adds to or overrides the inherited environment;
 * `nodeArgs` go to node before the script (a test's preload, --expose-gc).
 */
export function startServer(
  env: Record<string, string>,
  nodeArgs: string[] = [],
): Promise<ServerProcess> {
  const child = spawn(
    process.execPath,
    [...nodeArgs, '--import', 'tsx', path.join('src', 'server', 'main.ts')],
    {
      cwd: process.cwd(),
      env: { ...process.env, PORT: '0', HOST: '127.0.0.1', LOG_LEVEL: 'warn', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  let out = '';
  child.stdout?.on('data', (chunk: Buffer) => (out += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (out += chunk.toString()));
  const exited = new Promise<number | string | null>((resolve) =>
    child.once('exit', (code, signal) => resolve(code ?? signal)),
  );
  return new Promise((resolve, reject) => {
    const onData = () => {
      const match = /Trust site running at (http:\/\/\S+\/)\n/.exec(out);
      if (match?.[1]) {
        child.stdout?.off('data', onData);
        resolve({ child, url: match[1], exited, output: () => out });
      }
    };
    child.stdout?.on('data', onData);
    void exited.then((code) =>
      reject(new Error(`server exited (${code}) before listening:\n${out}`)),
    );
  });
}

/** Stops a server with SIGTERM and answers its exit code. */
export async function stopServer(server: ServerProcess): Promise<number | string | null> {
  if (server.child.exitCode === null && server.child.signalCode === null) {
    server.child.kill('SIGTERM');
  }
  return server.exited;
}

/**
 * One call over HTTP exactly as the browser makes it (same-origin, so Origin is the server's
 * own). Throws when the answer is not a well-formed fragment.
 */
export async function callOver(
  url: string,
  type: string,
  fields: FormFields = {},
  headers: Record<string, string> = {},
): Promise<{ http: number; wire: WireAnswer }> {
  const { path: callPath, body } = buildCall(type, fields);
  const response = await fetch(new URL(callPath, url), {
    method: 'POST',
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      origin: new URL(url).origin,
      ...headers,
    },
    body,
  });
  return { http: response.status, wire: decodeAnswer(await response.text()) };
}
