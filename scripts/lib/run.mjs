// Runs a command; answers its exit code. Ctrl-C and CI stops reach it. Output is inherited, or,
// with `title`, kept and printed whole under that title when the command ends, so that commands
// run side by side (`side`) do not interleave their lines.
import { spawn } from 'node:child_process';

export function run(command, args, env = {}, { title } = {}) {
  const child = spawn(command, args, {
    stdio: title ? ['ignore', 'pipe', 'pipe'] : 'inherit',
    env: { ...process.env, ...env },
  });
  let output = '';
  child.stdout?.on('data', (chunk) => (output += chunk));
  child.stderr?.on('data', (chunk) => (output += chunk));
  const started = Date.now();
  const forward = (signal) => child.kill(signal);
  process.on('SIGINT', forward);
  process.on('SIGTERM', forward);
  return new Promise((resolve) => {
    let ended = false;
    const end = (code) => {
      if (ended) return; // 'error' and 'exit' may both come
      ended = true;
      process.off('SIGINT', forward);
      process.off('SIGTERM', forward);
      if (title) {
        const seconds = Math.round((Date.now() - started) / 1000);
        console.log(`\n── ${title} (${seconds} s, exit ${code}) ──\n${output}`);
      }
      resolve(code);
    };
    child.on('exit', (code, signal) => end(code ?? (signal ? 1 : 0)));
    child.on('error', () => end(1));
  });
}

/** Runs steps side by side (each answers an exit code); answers the first failure's code, or 0. */
export async function side(steps) {
  const codes = await Promise.all(steps.map((step) => step()));
  return codes.find((code) => code !== 0) ?? 0;
}
