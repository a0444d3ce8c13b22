import {
  depthOf,
  MENU_DEPTH,
  MENU_KINDS,
  type MenuEntry,
  type MenuKind,
  type MenuTree,
} from '../../../shared/domain/menuTree';

/**
 * The Menus screen's draft: the menus being edited, each entry with a key of its own (an entry
 * added here has no id until it is saved). Every change answers a new draft (nothing is
 * changed in place), so React sees it.
 */
export interface DraftEntry extends MenuEntry {
  key: string;
  children: DraftEntry[];
}
export type DraftTree = Record<MenuKind, DraftEntry[]>;

let added = 0;

export function toDraft(tree: MenuTree): DraftTree {
  const walk = (list: MenuEntry[]): DraftEntry[] =>
    list.map((e) => ({ ...e, key: `id-${e.id ?? `n${++added}`}`, children: walk(e.children) }));
  return { menu: walk(tree.menu), top_menu: walk(tree.top_menu) };
}

/** The draft as menusSave sends it: entries without their keys. */
export function fromDraft(tree: DraftTree): MenuTree {
  const walk = (list: DraftEntry[]): MenuEntry[] =>
    list.map(({ key: _key, children, ...e }) => ({ ...e, children: walk(children) }));
  return { menu: walk(tree.menu), top_menu: walk(tree.top_menu) };
}

/** Where an entry is: its menu, the list it is in (its siblings), its place, its parents. */
export interface Spot {
  kind: MenuKind;
  siblings: DraftEntry[];
  index: number;
  parents: DraftEntry[];
  entry: DraftEntry;
}

export function findSpot(tree: DraftTree, key: string): Spot | null {
  const walk = (kind: MenuKind, list: DraftEntry[], parents: DraftEntry[]): Spot | null => {
    for (const [index, entry] of list.entries()) {
      if (entry.key === key) return { kind, siblings: list, index, parents, entry };
      const found = walk(kind, entry.children, [...parents, entry]);
      if (found) return found;
    }
    return null;
  };
  for (const kind of MENU_KINDS) {
    const found = walk(kind, tree[kind], []);
    if (found) return found;
  }
  return null;
}

/** Answers the tree with the list holding `key` replaced by what `change` makes of it. */
function withList(
  tree: DraftTree,
  key: string,
  change: (list: DraftEntry[], index: number) => DraftEntry[],
): DraftTree {
  const walk = (list: DraftEntry[]): DraftEntry[] => {
    const index = list.findIndex((e) => e.key === key);
    if (index >= 0) return change(list, index);
    return list.map((e) => ({ ...e, children: walk(e.children) }));
  };
  return { menu: walk(tree.menu), top_menu: walk(tree.top_menu) };
}

export function updateEntry(
  tree: DraftTree,
  key: string,
  patch: Partial<Omit<DraftEntry, 'key' | 'children' | 'id'>>,
): DraftTree {
  return withList(tree, key, (list, i) => list.map((e, j) => (j === i ? { ...e, ...patch } : e)));
}

export function removeEntry(tree: DraftTree, key: string): DraftTree {
  return withList(tree, key, (list, i) => list.filter((_, j) => j !== i));
}

/** Why a move cannot be made, in words, or null when it can. */
export type MoveName = 'up' | 'down' | 'in' | 'out';

export function moveProblem(tree: DraftTree, key: string, move: MoveName): string | null {
  const spot = findSpot(tree, key);
  if (!spot) return 'That entry is no longer in the menus.';
  const depth = spot.parents.length + 1;
  switch (move) {
    case 'up':
      return spot.index === 0 ? 'It is already first in its list.' : null;
    case 'down':
      return spot.index === spot.siblings.length - 1 ? 'It is already last in its list.' : null;
    case 'in': {
      if (spot.index === 0) return 'Only an entry with one above it can go under that one.';
      const limit = MENU_DEPTH[spot.kind];
      if (depth + depthOf([spot.entry]) > limit)
        return spot.kind === 'top_menu'
          ? 'The top menu has no sub-entries.'
          : `The main menu nests at most ${limit} levels deep.`;
      return null;
    }
    case 'out':
      return spot.parents.length === 0 ? 'It is already at the top level.' : null;
  }
}

/** Makes a move (the caller asked moveProblem first; an impossible move changes nothing). */
export function moveEntry(tree: DraftTree, key: string, move: MoveName): DraftTree {
  if (moveProblem(tree, key, move)) return tree;
  const spot = findSpot(tree, key)!;
  const { index, entry } = spot;
  if (move === 'up' || move === 'down') {
    const other = move === 'up' ? index - 1 : index + 1;
    return withList(tree, key, (list) => {
      const next = [...list];
      [next[index], next[other]] = [next[other]!, next[index]!];
      return next;
    });
  }
  if (move === 'in') {
    // Becomes the last sub-entry of the entry above it.
    const above = spot.siblings[index - 1]!;
    const removed = removeEntry(tree, key);
    return updateChildren(removed, above.key, (children) => [...children, entry]);
  }
  // Out: goes right after its parent, in the parent's list.
  const parent = spot.parents.at(-1)!;
  const removed = removeEntry(tree, key);
  return withList(removed, parent.key, (list, i) => [
    ...list.slice(0, i + 1),
    entry,
    ...list.slice(i + 1),
  ]);
}

function updateChildren(
  tree: DraftTree,
  key: string,
  change: (children: DraftEntry[]) => DraftEntry[],
): DraftTree {
  return withList(tree, key, (list, i) =>
    list.map((e, j) => (j === i ? { ...e, children: change(e.children) } : e)),
  );
}

/** A new entry, shown to visitors and members, with no address yet. */
export function newEntry(): DraftEntry {
  added += 1;
  return {
    key: `new-${added}`,
    id: null,
    label: 'New entry',
    slug: '',
    title: '',
    description: '',
    keywords: '',
    roles: ['visitor', 'member'],
    hidden: false,
    children: [],
  };
}

/** Adds an entry at the end of a menu, or as the last sub-entry of `parentKey`. */
export function addEntry(
  tree: DraftTree,
  entry: DraftEntry,
  where: { kind: MenuKind } | { parentKey: string },
): DraftTree {
  if ('kind' in where) return { ...tree, [where.kind]: [...tree[where.kind], entry] };
  return updateChildren(tree, where.parentKey, (children) => [...children, entry]);
}

/** Whether `key` may get a sub-entry (the nesting limit of its menu). */
export function canAddUnder(tree: DraftTree, key: string): boolean {
  const spot = findSpot(tree, key);
  return spot !== null && spot.parents.length + 1 < MENU_DEPTH[spot.kind];
}

/** Every entry below `entry`, counted. */
export const countBelow = (entry: DraftEntry): number =>
  entry.children.reduce((n, c) => n + 1 + countBelow(c), 0);

/** Every entry of the draft, in the order shown. */
export function allEntries(tree: DraftTree): DraftEntry[] {
  const out: DraftEntry[] = [];
  const walk = (list: DraftEntry[]) =>
    list.forEach((e) => {
      out.push(e);
      walk(e.children);
    });
  for (const kind of MENU_KINDS) walk(tree[kind]);
  return out;
}

/** Why `key` cannot be dropped right after `targetKey` (drag and drop), or null when it can. */
export function dropProblem(tree: DraftTree, key: string, targetKey: string): string | null {
  if (key === targetKey) return 'It is already there.';
  const spot = findSpot(tree, key);
  const target = findSpot(tree, targetKey);
  if (!spot || !target) return 'That entry is no longer in the menus.';
  if (target.parents.some((p) => p.key === key)) return 'An entry cannot go under itself.';
  const limit = MENU_DEPTH[target.kind];
  if (target.parents.length + depthOf([spot.entry]) > limit)
    return target.kind === 'top_menu'
      ? 'The top menu has no sub-entries.'
      : `The main menu nests at most ${limit} levels deep.`;
  return null;
}

/** Puts `key` right after `targetKey`, in the target's list (the caller asked dropProblem). */
export function dropAfter(tree: DraftTree, key: string, targetKey: string): DraftTree {
  if (dropProblem(tree, key, targetKey)) return tree;
  const entry = findSpot(tree, key)!.entry;
  return withList(removeEntry(tree, key), targetKey, (list, i) => [
    ...list.slice(0, i + 1),
    entry,
    ...list.slice(i + 1),
  ]);
}
