// The server's page writer (issue #19 item 1): src/client/ssr/renderPage.tsx bundled for Node, so
// the server renders public pages with the client's own routes, store and screens. Packages are
// bundled too, so React is its production build whatever NODE_ENV the server runs with; style
// sheets are the browser's business.
import path from 'node:path';
import { build } from 'esbuild';

/** Writes the page writer to `outfile` (dist/ssr/renderPage.js beside dist/public by default). */
export async function buildSsr(root, outfile = path.join(root, 'dist/ssr/renderPage.js')) {
  await build({
    entryPoints: [path.join(root, 'src/client/ssr/renderPage.tsx')],
    outfile,
    bundle: true,
    platform: 'node',
    target: 'node20',
    format: 'cjs',
    jsx: 'automatic',
    loader: { '.css': 'empty', '.woff2': 'empty', '.woff': 'empty' },
    define: {
      'process.env.NODE_ENV': '"production"',
      'process.env.SSR': '"true"',
      'process.env.QA_BUILD': '"false"',
    },
    sourcemap: true,
    logLevel: 'warning',
  });
}
