// `npm run check:no-test-code` (after `npm run build`): dist/server and the client bundle contain no
// test code (issue #12). Every bundle is built with a source map (dist/server: *.js.map beside the
// files; the client: hidden maps kept in dist/sourcemaps), whose `sources` list each module that went in; any test
// file, test-tree module or test-only package among them fails the check, as does a *.test.* file
// in dist/. A build without maps fails too, so the check cannot pass by seeing nothing.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { testCodeIn } from './checks/testCode.mjs';

const builds = {
  server: { dir: 'dist/server', maps: 'dist/server' },
  client: { dir: 'dist/public', maps: 'dist/sourcemaps' },
};

function filesUnder(dir) {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath ?? entry.path, entry.name));
}

const problems = [];
for (const [name, { dir, maps: mapDir }] of Object.entries(builds)) {
  let files;
  let maps;
  try {
    files = filesUnder(dir);
    maps = filesUnder(mapDir).filter((f) => f.endsWith('.js.map'));
  } catch {
    console.error(
      `check-no-test-code: ${dir} or ${mapDir} is missing; run \`npm run build\` first.`,
    );
    process.exit(1);
  }
  if (maps.length === 0) problems.push(`${name}: no source maps under ${mapDir} to read`);
  for (const file of testCodeIn(files.map((f) => relative(dir, f)))) {
    problems.push(`${name}: test file in the build: ${file}`);
  }
  let modules = 0;
  for (const map of maps) {
    const sources = JSON.parse(readFileSync(map, 'utf8')).sources ?? [];
    modules += sources.length;
    for (const source of testCodeIn(sources)) problems.push(`${name}: ${map} bundles ${source}`);
  }
  console.log(`check-no-test-code: ${name}: ${maps.length} bundles, ${modules} modules read`);
}
if (problems.length) {
  console.error(
    `check-no-test-code: test code in the production build:\n  ${problems.join('\n  ')}`,
  );
  process.exit(1);
}
console.log('check-no-test-code: no test code in dist/server or the client bundle.');
