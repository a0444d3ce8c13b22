// Part of `npm run lint`: no two tracked files (or code modules, or folders) differ only by case,
// so a clone on a case-insensitive disk (macOS, Windows) holds the same files and imports resolve
// to the same modules (issue #12). See scripts/checks/caseClashes.mjs for what counts as a clash.
import { execFileSync } from 'node:child_process';
import { caseClashes } from './checks/caseClashes.mjs';

// Clashes already known and being renamed on another branch (issue #12, the client's part). Each
// entry must still clash: once the rename lands, this check fails until the entry is removed.
const PENDING_RENAME = [];

const tracked = execFileSync('git', ['ls-files', '-z'], { encoding: 'utf8' })
  .split('\0')
  .filter(Boolean);
const key = (group) => group.join(' | ');
const pending = new Set(PENDING_RENAME.map(key));
const clashes = caseClashes(tracked);
const found = new Set(clashes.map(key));
const problems = [
  ...clashes
    .filter((group) => !pending.has(key(group)))
    .map((g) => `differ only by case: ${key(g)}`),
  ...[...pending]
    .filter((k) => !found.has(k))
    .map((k) => `renamed now, remove from PENDING_RENAME: ${k}`),
];
if (problems.length) {
  console.error(`check-case:\n  ${problems.join('\n  ')}`);
  process.exit(1);
}
console.log(`check-case: ${tracked.length} tracked files, no new names that differ only by case.`);
