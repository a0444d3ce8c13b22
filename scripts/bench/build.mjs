// Builds what the bench measures from the source tree as it is now, into folders of its own, so a
// rebuild of dist/ by other work during the run cannot change the files under measurement:
// the client with webpack.config.ts (as `npm run build:client`) into a temp dir, the server
// bundle into bench/.cache/server.
import { spawn } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { build } from 'esbuild';
import { ROOT } from './util.mjs';

export const SERVER_DIR = join(ROOT, 'bench/.cache/server');

/**
 * Runs the webpack CLI in production mode into `outDir` (a separate process, as the build
 * script does: the config is TypeScript and its minifier workers need tsx loaded at start).
 * Resolves to the stats JSON (entrypoints and assets).
 */
export function runWebpack(outDir, config = 'webpack.config.ts') {
  const statsFile = join(mkdtempSync(join(tmpdir(), 'trust-bench-stats-')), 'stats.json');
  const args = ['--config', config, '--mode', 'production', '--output-path', outDir];
  const env = { ...process.env, NODE_OPTIONS: '--import tsx' };
  delete env.QA_BUILD; // the public build, not the QA one
  const child = spawn(
    join(ROOT, 'node_modules/.bin/webpack'),
    [...args, '--no-devtool', '--json', statsFile],
    { cwd: ROOT, env, stdio: ['ignore', 'ignore', 'pipe'] },
  );
  let err = '';
  child.stderr.on('data', (c) => (err = (err + c).slice(-4000)));
  return new Promise((resolve, reject) => {
    child.on('exit', (code) => {
      try {
        if (code !== 0)
          return reject(new Error(`webpack ${args.join(' ')} exited ${code}\n${err}`));
        resolve(JSON.parse(readFileSync(statsFile, 'utf8')));
      } finally {
        rmSync(join(statsFile, '..'), { recursive: true, force: true });
      }
    });
  });
}

/**
 * A folder for a webpack build: `<new temp dir>/public`, so files the config writes beside its
 * output (`../stats/…`, `../sourcemaps/…`) stay inside the temp dir. Remove its parent afterwards.
 */
export const buildDir = (name) =>
  join(mkdtempSync(join(tmpdir(), `trust-bench-${name}-`)), 'public');

/** Builds the client; resolves to its folder (what PUBLIC_DIR serves). */
export async function buildClient() {
  const out = buildDir('client');
  await runWebpack(out);
  return out;
}

/**
 * Bundles the server like scripts/build-server.mjs does, into bench/.cache/server (inside the
 * repository, so the bundle's external packages resolve from its node_modules).
 */
export async function buildServer() {
  const cliDir = join(ROOT, 'src/server/cli');
  const cli = readdirSync(cliDir)
    .filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts'))
    .map((f) => join(cliDir, f));
  await build({
    entryPoints: [join(ROOT, 'src/server/main.ts'), ...cli],
    outbase: join(ROOT, 'src/server'),
    outdir: SERVER_DIR,
    bundle: true,
    platform: 'node',
    target: 'node20',
    format: 'cjs',
    packages: 'external',
    logLevel: 'warning',
  });
  return { main: join(SERVER_DIR, 'main.js'), cliDir: join(SERVER_DIR, 'cli') };
}
