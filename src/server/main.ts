import type { AddressInfo } from 'node:net';
import { buildApp } from './app';
import { loadConfig } from './config';

const FORCED_EXIT_MS = 10_000;

function siteUrl(host: string, port: number): string {
  const shown = host.includes(':') ? `[${host}]` : host;
  return `http://${shown}:${port}/`;
}

async function main(): Promise<void> {
  const config = loadConfig();
  const app = await buildApp(config, { runJobs: config.jobsEnabled });
  await app.listen({ port: config.port, host: config.host });
  const { port } = app.server.address() as AddressInfo;
  console.log(`Trust site running at ${siteUrl(config.host, port)}`);

  let closing = false;
  const shutdown = (signal: NodeJS.Signals) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    // Stop waiting on a request that never ends.
    setTimeout(() => {
      app.log.error('shutdown took too long; exiting');
      process.exit(1);
    }, FORCED_EXIT_MS).unref();
    // close() stops accepting, lets in-flight requests finish, then closes the database.
    app.close().then(
      () => process.exit(0),
      (err: unknown) => {
        app.log.error({ err }, 'shutdown failed');
        process.exit(1);
      },
    );
  };
  process.once('SIGTERM', shutdown);
  process.once('SIGINT', shutdown);
}

main().catch((err: unknown) => {
  console.error(`The site could not start: ${err instanceof Error ? err.message : String(err)}`);
  process.exit(1);
});
