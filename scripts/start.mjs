// `npm start`: builds what is missing, then runs the bundled server and mirrors its exit.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { SERVER_NODE_FLAGS, serverEnv } from './lib/serverFlags.mjs';

const root = process.cwd();
const SERVER = path.join(root, 'dist/server/main.js');
const CLIENT = path.join(root, 'dist/public/index.html');

function run(command, args, options = {}) {
  return spawn(command, args, { stdio: 'inherit', cwd: root, ...options });
}

/** Resolves with the exit code, or 128 + signal number when the child died of a signal. */
function exitCodeOf(child) {
  return new Promise((resolve) => {
    child.on('error', (err) => {
      console.error(err.message);
      resolve(1);
    });
    child.on('exit', (code, signal) => {
      if (code !== null) resolve(code);
      else resolve(128 + ((signal && { SIGINT: 2, SIGTERM: 15, SIGKILL: 9 }[signal]) || 1));
    });
  });
}

if (!existsSync(SERVER) || !existsSync(CLIENT)) {
  console.log('The build is missing; running `npm run build` first.');
  const windows = process.platform === 'win32';
  const code = await exitCodeOf(
    run(windows ? 'npm.cmd' : 'npm', ['run', 'build'], { shell: windows }),
  );
  if (code !== 0) {
    console.error('The build failed; the site was not started.');
    process.exit(code);
  }
}

const server = run(process.execPath, [...SERVER_NODE_FLAGS, '--enable-source-maps', SERVER], {
  env: serverEnv(process.env),
});
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
  process.on(signal, () => server.kill(signal));
}
process.exit(await exitCodeOf(server));
