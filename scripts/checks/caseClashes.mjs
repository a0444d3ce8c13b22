// Names that collide on a case-insensitive disk (the macOS and Windows defaults): two tracked paths
// that differ only by case, or two code files whose extension-less module paths do (an import of
// './profileForm' may find ProfileForm.tsx there). Folders count too: Foo/a.ts and foo/b.ts would
// share one folder on such a disk.
const CODE_EXT = /\.(d\.ts|tsx|ts|jsx|js|mjs|cjs)$/;

/** Each group of tracked paths that name one file, module or folder on a case-insensitive disk. */
export function caseClashes(paths) {
  // lower-cased name -> (name as spelt -> the paths that spell it so)
  const names = new Map();
  const add = (name, path) => {
    const spellings = names.get(name.toLowerCase()) ?? new Map();
    spellings.set(name, (spellings.get(name) ?? new Set()).add(path));
    names.set(name.toLowerCase(), spellings);
  };
  for (const file of paths) {
    add(`file ${file}`, file);
    if (CODE_EXT.test(file)) add(`module ${file.replace(CODE_EXT, '')}`, file);
    const parts = file.split('/');
    for (let i = 1; i < parts.length; i += 1)
      add(`folder ${parts.slice(0, i).join('/')}`, `${parts.slice(0, i).join('/')}/`);
  }
  const clashes = [];
  for (const spellings of names.values()) {
    if (spellings.size < 2) continue;
    // a folder's clash is reported once, by its shortest spelling, not once per file inside
    clashes.push([...spellings.values()].map((set) => [...set].sort()[0]).sort());
  }
  return clashes;
}
