// A second server for the QA build (dist/qa/public), which the suite's production server does not
// serve: builds it if missing, then starts it like the suite's own (a free port, a fresh data dir,
// SQLite, its own copy of the client).
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { startSiteServer } from '../../scripts/lib/siteServer.mjs';

const QA_PUBLIC = 'dist/qa/public';

/** Resolves to { baseUrl, stop, log }; stop() stops the server and removes its temp dir. */
export async function startQaServer() {
  if (!existsSync(join(QA_PUBLIC, 'index.html'))) {
    const build = spawnSync('npm', ['run', 'build:qa'], { stdio: 'inherit' });
    if (build.status !== 0) throw new Error(`npm run build:qa failed (${build.status})`);
  }
  if (!existsSync('dist/server/main.js')) throw new Error('dist/server/main.js is missing');
  return startSiteServer({ publicSource: QA_PUBLIC, name: 'e2e-qa' });
}
