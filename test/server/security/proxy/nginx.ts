import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { chmod, mkdir, readFile, writeFile } from 'node:fs/promises';
import net from 'node:net';
import path from 'node:path';

/** The deployment template that README shows; the test fills it, so the two cannot drift. */
export const NGINX_TEMPLATE = path.join('docs', 'deploy', 'nginx.conf');

export function fillTemplate(template: string, values: Record<string, string>): string {
  const filled = template.replace(/\{\{([A-Z_]+)\}\}/g, (whole, key: string) => {
    const value = values[key];
    if (value === undefined) throw new Error(`No value for ${whole} in ${NGINX_TEMPLATE}`);
    return value;
  });
  return filled;
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

const NGINX = ['/usr/sbin/nginx', '/usr/bin/nginx'].find((p) => existsSync(p));

/** A throwaway self-signed certificate for localhost and 127.0.0.1. */
export function selfSignedCertificate(dir: string): { cert: string; key: string } {
  const cert = path.join(dir, 'cert.pem');
  const key = path.join(dir, 'key.pem');
  execFileSync(
    'openssl',
    [
      'req',
      '-x509',
      '-newkey',
      'rsa:2048',
      '-nodes',
      '-days',
      '1',
      '-keyout',
      key,
      '-out',
      cert,
      '-subj',
      '/CN=localhost',
      '-addext',
      'subjectAltName=DNS:localhost,IP:127.0.0.1',
    ],
    { stdio: 'ignore' },
  );
  return { cert, key };
}

async function waitForPort(port: number, child: ChildProcess, log: () => Promise<string>) {
  const deadline = Date.now() + 10_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`nginx exited:\n${await log()}`);
    const open = await new Promise<boolean>((resolve) => {
      const socket = net.connect(port, '127.0.0.1');
      socket.once('connect', () => (socket.destroy(), resolve(true)));
      socket.once('error', () => resolve(false));
    });
    if (open) return;
    if (Date.now() > deadline) throw new Error(`nginx did not listen on ${port}:\n${await log()}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

export interface Nginx {
  httpsPort: number;
  httpPort: number;
  cert: string;
  /** The site configuration as filled in from the template. */
  siteConfig: string;
  errorLog(): Promise<string>;
  stop(): Promise<void>;
}

/**
 * Debian's nginx, run as its own master in `dir` (no system service touched) with the
 * deployment template filled in for two upstreams on loopback.
 */
export async function startNginx(
  dir: string,
  upstreams: [string, string],
  { httpsPort, httpPort }: { httpsPort: number; httpPort: number },
): Promise<Nginx> {
  if (!NGINX) {
    throw new Error('The proxy test needs nginx: apt-get install -y nginx (Debian package).');
  }
  await mkdir(path.join(dir, 'temp'), { recursive: true });
  await chmod(dir, 0o755);
  await chmod(path.join(dir, 'temp'), 0o777);
  const { cert, key } = selfSignedCertificate(dir);
  const siteConfig = fillTemplate(await readFile(NGINX_TEMPLATE, 'utf8'), {
    UPSTREAM_A: upstreams[0],
    UPSTREAM_B: upstreams[1],
    HTTP_LISTEN: `127.0.0.1:${httpPort}`,
    HTTPS_LISTEN: `127.0.0.1:${httpsPort}`,
    SERVER_NAME: 'localhost',
    CERTIFICATE: cert,
    CERTIFICATE_KEY: key,
  });
  await writeFile(path.join(dir, 'site.conf'), siteConfig);
  const temp = (name: string) => `${name}_temp_path ${path.join(dir, 'temp', name)};`;
  // What /etc/nginx/nginx.conf gives the site on a server: here, everything inside `dir`.
  const main = [
    process.getuid?.() === 0 ? 'user root;' : '',
    'worker_processes 1;',
    `pid ${path.join(dir, 'nginx.pid')};`,
    `error_log ${path.join(dir, 'error.log')} info;`,
    'events { worker_connections 256; }',
    'http {',
    `  access_log ${path.join(dir, 'access.log')};`,
    ...['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map((n) => `  ${temp(n)}`),
    `  include ${path.join(dir, 'site.conf')};`,
    '}',
  ].join('\n');
  await writeFile(path.join(dir, 'nginx.conf'), main);
  const child = spawn(NGINX, ['-p', dir, '-c', path.join(dir, 'nginx.conf'), '-g', 'daemon off;'], {
    stdio: 'ignore',
  });
  const errorLog = () => readFile(path.join(dir, 'error.log'), 'utf8').catch(() => '');
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const stop = async () => {
    if (child.exitCode === null) child.kill('SIGQUIT');
    await exited;
  };
  try {
    await waitForPort(httpsPort, child, errorLog);
  } catch (err) {
    await stop();
    throw err;
  }
  return { httpsPort, httpPort, cert, siteConfig, errorLog, stop };
}
