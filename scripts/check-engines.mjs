// `npm run check:engines`: every installed package must support every Node version the project
// supports (package.json engines.node), or an install on a supported Node could break. Reads each
// package.json under node_modules that the lockfile lists; optional packages for other platforms
// are not installed and are skipped. Exits 1 and names the offenders.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import semver from 'semver';

const root = process.cwd();
// Packages the code loads only on the Node versions their engines name, with where it decides.
const LOADED_ONLY_WHERE_SUPPORTED = {
  'better-sqlite3-napi': 'src/server/db/sqliteDriver.ts loads it on Node 22 and later only',
};
const own = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'));
const supported = own.engines?.node;
if (!supported || !semver.validRange(supported)) {
  console.error('check:engines: package.json has no valid engines.node range');
  process.exit(1);
}
const lock = JSON.parse(readFileSync(join(root, 'package-lock.json'), 'utf8'));
const offenders = [];
let checked = 0;
for (const path of Object.keys(lock.packages)) {
  if (!path) continue;
  const file = join(root, path, 'package.json');
  if (!existsSync(file)) continue;
  const pkg = JSON.parse(readFileSync(file, 'utf8'));
  checked += 1;
  const wants = typeof pkg.engines === 'object' ? pkg.engines?.node : undefined;
  if (!wants) continue;
  const range = semver.validRange(wants);
  const name = path.replace(/^.*node_modules\//, '');
  if (LOADED_ONLY_WHERE_SUPPORTED[name] && path === `node_modules/${name}`) continue;
  if (!range || !semver.subset(supported, range)) {
    offenders.push(`${path.replace(/^node_modules\//, '')}@${pkg.version} wants node ${wants}`);
  }
}
if (offenders.length) {
  console.error(`check:engines: these packages do not support all of node ${supported}:`);
  for (const line of offenders) console.error(`  ${line}`);
  process.exit(1);
}
console.log(`check:engines: ${checked} installed packages all support node ${supported}.`);
