// Bundles the server entry points for production: dist/server/main.js and dist/server/cli/*.js.
// Packages stay external (required from node_modules at run time), so native modules just work.
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { build } from 'esbuild';
import { buildSsr } from './lib/buildSsr.mjs';

const root = process.cwd();
const cliDir = path.join(root, 'src/server/cli');
const cli = readdirSync(cliDir)
  .filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts'))
  .map((f) => path.join(cliDir, f));

await build({
  entryPoints: [path.join(root, 'src/server/main.ts'), ...cli],
  outbase: path.join(root, 'src/server'),
  outdir: path.join(root, 'dist/server'),
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'cjs',
  packages: 'external',
  sourcemap: true,
  logLevel: 'info',
});

// The page writer the server loads from dist/ssr (src/server/static/serverRender.ts).
await buildSsr(root);
