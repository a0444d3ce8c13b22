import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { MEMBER_SCREENS } from '../src/shared/domain/memberScreens';
import { SECTION_TYPE_NAMES } from '../src/shared/domain/sectionTypes';

// docs/contributing.md says which files adding a section type or a member screen touches. This
// holds it to the tables: a file outside the tests that names three or more of them is a list,
// and every list must be one the walk names (so it is the table, derived from it, or edited with
// it on purpose); every file the walk names must exist and name one.

const root = join(__dirname, '..');
const LIST_SIZE = 3;
const SKIP_DIRS = new Set(['node_modules', 'dist', 'data', 'coverage', '.git', 'screenshots']);
/** Tests, fixtures and recordings name many things on purpose. */
const TEST_CODE =
  /(\.test\.|\.fixture\.|[tT]estUtils|(^|\/)test\/|^e2e\/(?!lib\/)|^qa\/recordings\/|^bench\/)/;
const SCANNED = /\.(ts|tsx|mjs|cjs|js|json|md|txt|html)$/;

function* walk(dir: string): Generator<string> {
  for (const name of readdirSync(dir)) {
    if (SKIP_DIRS.has(name) || name.startsWith('.')) continue;
    const full = join(dir, name);
    if (statSync(full).isDirectory()) yield* walk(full);
    else yield relative(root, full).split('\\').join('/');
  }
}

/**
 * Written by `npm run docs:protocol` from the registry: its prose about calls uses everyday words
 * that are also screen paths ("shortlist", "notifications", "home"), and it is derived, not kept.
 */
const GENERATED = new Set([
  'docs/protocol.md',
  // The translated screens' English words, written by `npm run i18n:compile` from the
  // catalogue (keys such as 'shortlist.title' name screens without listing them).
  'src/client/entities/screenText/englishScreens.ts',
  // The Hindi catalogue compiled by the same command from messages/hi.ts.
  'src/client/entities/language/compiled/hi.ts',
]);

/**
 * Files that name three screens as steps, not as a list: the browser tests' login helper logs in
 * at /login, follows "Go to your dashboard" and searches at /search_matching.
 */
const STEPS_NOT_LISTS = new Set(['e2e/lib/memberSession.mjs']);

const files = [...walk(root)].filter(
  (f) => SCANNED.test(f) && !TEST_CODE.test(f) && !GENERATED.has(f) && !STEPS_NOT_LISTS.has(f),
);

/** Code without its comments (a comment naming types is not a list); prose and data as they are. */
const textOf = (file: string): string => {
  const text = readFileSync(join(root, file), 'utf8');
  if (/\.(json|md|txt|html)$/.test(file)) return text;
  return text.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|[^:'"`\\])\/\/.*$/gm, '$1');
};

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
const named = (text: string, names: readonly string[]) =>
  names.filter((n) => new RegExp(`(?<![\\w-])${escape(n)}(?![\\w-])`).test(text));

/** The backticked paths of a walk's bullets; `<Name>` stands for any file of that folder. */
function walkFiles(heading: string): string[] {
  const doc = readFileSync(join(root, 'docs/contributing.md'), 'utf8');
  const start = doc.indexOf(`## ${heading}\n`);
  expect(start).toBeGreaterThanOrEqual(0);
  const end = doc.indexOf('\n## ', start + 1);
  const section = doc.slice(start, end < 0 ? undefined : end);
  return [...section.matchAll(/^- `([^`]+)`/gm)].map((m) => m[1]);
}

const covers = (pattern: string, file: string): boolean =>
  pattern.includes('<')
    ? file.startsWith(pattern.slice(0, pattern.indexOf('<')).replace(/[^/]*$/, ''))
    : pattern === file;

function checkWalk(heading: string, names: readonly string[]) {
  const listed = walkFiles(heading);
  const lists = files.filter((f) => named(textOf(f), names).length >= LIST_SIZE);
  return {
    // Every list of these names is a file the walk names.
    unlisted: lists.filter((f) => !listed.some((p) => covers(p, f))),
    // Every file the walk names exists and names at least one of them.
    stale: listed
      .filter((p) => !p.includes('<'))
      .filter((p) => !existsSync(join(root, p)) || named(textOf(p), names).length === 0),
    // A <Name> pattern stands in a folder that exists.
    missingFolders: listed
      .filter((p) => p.includes('<'))
      .map((p) => p.slice(0, p.indexOf('<')).replace(/[^/]*$/, ''))
      .filter((dir) => !existsSync(join(root, dir))),
  };
}

describe('docs/contributing.md', () => {
  it('"Add a section type" names every file that lists section types', () => {
    expect(checkWalk('Add a section type', SECTION_TYPE_NAMES)).toEqual({
      unlisted: [],
      stale: [],
      missingFolders: [],
    });
  });

  it('"Add a member screen" names every file that lists member screens', () => {
    const paths = MEMBER_SCREENS.map((s) => s.path);
    expect(checkWalk('Add a member screen', paths)).toEqual({
      unlisted: [],
      stale: [],
      missingFolders: [],
    });
  });

  it('finds a hand-kept list, so the checks above can fail', () => {
    const handKept = `const SOME = ['${SECTION_TYPE_NAMES.slice(0, LIST_SIZE).join("', '")}'];`;
    expect(named(handKept, SECTION_TYPE_NAMES)).toHaveLength(LIST_SIZE);
    expect(walkFiles('Add a section type')).toContain('src/shared/domain/sectionTypes.ts');
    expect(walkFiles('Add a member screen')).toContain('src/shared/domain/memberScreens.ts');
  });
});
