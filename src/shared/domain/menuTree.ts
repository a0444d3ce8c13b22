import { hasControlChars } from './controlChars';
import type { HindiMenuField, HindiText } from './hindiText';
import { slugify } from './slug';

/**
 * The site's two menus as the console's Menus screen edits them (issue #17 item 2): the main
 * menu (a tree of at most MENU_DEPTH.menu levels) and the top menu (one level: the strip above
 * the header). The menus table stores each entry as a menu record (requirements §3.2: col1 the
 * label, col2 the slug, col3 the page title, col4 the description, col5 the keywords, col6 the
 * kind); here they have their names in words. A version of the menus (menu_versions) is this
 * tree as JSON.
 */
export type MenuKind = 'menu' | 'top_menu';
export const MENU_KINDS: readonly MenuKind[] = ['menu', 'top_menu'];

/** Who sees an entry: visitors (not logged in) and members (logged in). */
export type MenuRole = 'visitor' | 'member';
export const MENU_ROLES: readonly MenuRole[] = ['visitor', 'member'];
export const MENU_ROLE_LABELS: Record<MenuRole, string> = {
  visitor: 'Visitors (not logged in)',
  member: 'Members (logged in)',
};

export const MENU_KIND_LABELS: Record<MenuKind, string> = {
  menu: 'Main menu',
  top_menu: 'Top menu',
};

/** How deep each menu may nest: the main menu three levels, the top menu none. */
export const MENU_DEPTH: Record<MenuKind, number> = { menu: 3, top_menu: 1 };

/** The longest label, slug, title, description and keywords an entry may have. */
export const MENU_LIMITS = {
  label: 80,
  slug: 200,
  title: 200,
  description: 500,
  keywords: 300,
} as const;

/** The longest note kept with a version of the menus. */
export const MENU_NOTE_MAX = 300;

export interface MenuEntry {
  /** The menu record's id; null for an entry added in the console and not saved yet. */
  id: number | null;
  label: string;
  slug: string;
  title: string;
  description: string;
  keywords: string;
  roles: MenuRole[];
  hidden: boolean;
  children: MenuEntry[];
  /**
   * The Hindi of the label, page title, description and keywords (col1, col3, col4, col5;
   * hindiText.ts), left out when there is none. The tree menusSave is sent is the truth: an
   * entry sent without it has no Hindi after the save.
   */
  hi?: HindiText<HindiMenuField>;
}

export type MenuTree = Record<MenuKind, MenuEntry[]>;

export const EMPTY_MENU_TREE: MenuTree = { menu: [], top_menu: [] };

/**
 * The site's slug rule (requirements §2.2.3, src/shared/domain/slug.ts): a slug is what slugify
 * leaves unchanged (no "?" and no space), a path of this site without its first "/" (sections
 * separated by single "/", e.g. `services/legal-assistance`), and nothing a URL would cut off.
 * Answers the problem in words, or null.
 */
export function menuSlugProblem(slug: string): string | null {
  if (slug === '') return 'Please give the address (slug).';
  if (slug.length > MENU_LIMITS.slug)
    return `Please keep the address to ${MENU_LIMITS.slug} characters or fewer.`;
  if (slugify(slug) !== slug)
    return 'An address has no spaces or "?": write "-" for a space and "_" for a "?".';
  if (/[\s#%\\"<>`{}|^]/.test(slug) || hasControlChars(slug))
    return 'An address has only letters, digits and - _ . / characters.';
  if (slug.startsWith('/') || slug.endsWith('/') || slug.includes('//'))
    return 'Write the address without a "/" at its start or end, like services/legal-assistance.';
  if (slug.split('/').some((part) => part === '.' || part === '..'))
    return 'An address cannot have "." or ".." as a part.';
  return null;
}

/** Every entry of a tree, parents before their children, with its kind, depth and parent. */
export interface PlacedEntry {
  entry: MenuEntry;
  kind: MenuKind;
  depth: number;
  parent: MenuEntry | null;
  /** Its place among its siblings, from 0. */
  index: number;
}

export function placedEntries(tree: MenuTree): PlacedEntry[] {
  const out: PlacedEntry[] = [];
  const walk = (list: MenuEntry[], kind: MenuKind, depth: number, parent: MenuEntry | null) =>
    list.forEach((entry, index) => {
      out.push({ entry, kind, depth, parent, index });
      walk(entry.children, kind, depth + 1, entry);
    });
  for (const kind of MENU_KINDS) walk(tree[kind], kind, 1, null);
  return out;
}

const rolesText = (roles: readonly MenuRole[]) =>
  roles.length === 0
    ? 'nobody'
    : MENU_ROLES.filter((r) => roles.includes(r))
        .map((r) => (r === 'visitor' ? 'visitors' : 'members'))
        .join(' and ');

const placeText = (p: PlacedEntry, moved = false) =>
  p.parent
    ? `under “${p.parent.label}” in the ${MENU_KIND_LABELS[p.kind].toLowerCase()}`
    : `${moved ? 'to' : 'at'} the top of the ${MENU_KIND_LABELS[p.kind].toLowerCase()}`;

/**
 * What changed from one tree to another, in words, one line per change (the console's
 * comparison of two versions). Entries are matched by their id; entries without one (not
 * saved) are all new.
 */
export function describeMenuChanges(from: MenuTree, to: MenuTree): string[] {
  const before = new Map<number, PlacedEntry>();
  for (const p of placedEntries(from)) if (p.entry.id !== null) before.set(p.entry.id, p);
  const after = placedEntries(to);
  const seen = new Set<number>();
  const lines: string[] = [];
  for (const p of after) {
    const e = p.entry;
    const old = e.id === null ? undefined : before.get(e.id);
    if (!old) {
      lines.push(`Added “${e.label}” (/${e.slug}) ${placeText(p)}.`);
      continue;
    }
    seen.add(old.entry.id as number);
    const o = old.entry;
    const name = `“${e.label}”`;
    if (o.label !== e.label) lines.push(`Renamed “${o.label}” to “${e.label}”.`);
    if (o.slug !== e.slug) lines.push(`${name}: address /${o.slug} → /${e.slug}.`);
    if (o.title !== e.title) lines.push(`${name}: page title “${o.title}” → “${e.title}”.`);
    if (o.description !== e.description)
      lines.push(`${name}: description “${o.description}” → “${e.description}”.`);
    if (o.keywords !== e.keywords)
      lines.push(`${name}: keywords “${o.keywords}” → “${e.keywords}”.`);
    if (rolesText(o.roles) !== rolesText(e.roles))
      lines.push(`${name}: seen by ${rolesText(o.roles)} → seen by ${rolesText(e.roles)}.`);
    const hindi = hindiChanged(o.hi, e.hi);
    if (hindi.length) lines.push(`${name}: Hindi ${hindi.join(', ')} changed.`);
    if (o.hidden !== e.hidden) lines.push(`${e.hidden ? 'Hid' : 'Showed again'} ${name}.`);
    if (old.kind !== p.kind || old.parent?.id !== p.parent?.id)
      lines.push(`Moved ${name} ${placeText(p, true)}.`);
    else if (old.index !== p.index)
      lines.push(`Moved ${name} from place ${old.index + 1} to place ${p.index + 1}.`);
  }
  for (const [id, p] of before)
    if (!seen.has(id)) lines.push(`Deleted “${p.entry.label}” (/${p.entry.slug}).`);
  return lines;
}

const HINDI_NAMES: Record<HindiMenuField, string> = {
  col1: 'label',
  col3: 'page title',
  col4: 'description',
  col5: 'keywords',
};

/** The names of the Hindi texts that differ between two versions of an entry. */
function hindiChanged(from: MenuEntry['hi'], to: MenuEntry['hi']): string[] {
  return (Object.keys(HINDI_NAMES) as HindiMenuField[])
    .filter((field) => (from?.[field] ?? '') !== (to?.[field] ?? ''))
    .map((field) => HINDI_NAMES[field]);
}

/** Slug changes of saved entries from one tree to the next: id, old slug, new slug. */
export function slugChanges(
  from: MenuTree,
  to: MenuTree,
): { id: number; from: string; to: string }[] {
  const before = new Map<number, string>();
  for (const p of placedEntries(from))
    if (p.entry.id !== null) before.set(p.entry.id, p.entry.slug);
  return placedEntries(to).flatMap(({ entry }) => {
    const old = entry.id === null ? undefined : before.get(entry.id);
    return old !== undefined && old !== entry.slug
      ? [{ id: entry.id as number, from: old, to: entry.slug }]
      : [];
  });
}

/** The deepest level of a list of entries (1 for entries without children, 0 for none). */
export function depthOf(list: readonly MenuEntry[]): number {
  return list.reduce((max, e) => Math.max(max, 1 + depthOf(e.children)), 0);
}

/** A stored menu record, as the menus table holds it (roles parsed). */
export interface StoredMenuRecord {
  id: number;
  parent_id: number | null;
  col1: string;
  col2: string;
  col3: string;
  col4: string;
  col5: string;
  col6: string;
  roles: readonly string[];
  hidden: boolean;
  /** Its Hindi (menus.hi read back), when it has any. */
  hi?: Readonly<Record<string, string>>;
}

/**
 * The records of the menus table (in their stored order) as the two trees. An entry whose parent
 * is missing, or is of the other menu, stands at its menu's top.
 */
export function treeFromRecords(records: readonly StoredMenuRecord[]): MenuTree {
  const tree: MenuTree = { menu: [], top_menu: [] };
  const nodes = new Map<number, { entry: MenuEntry; kind: MenuKind }>();
  for (const r of records) {
    const kind: MenuKind = r.col6 === 'top_menu' ? 'top_menu' : 'menu';
    nodes.set(r.id, {
      kind,
      entry: {
        id: r.id,
        label: r.col1,
        slug: r.col2,
        title: r.col3,
        description: r.col4,
        keywords: r.col5,
        roles: MENU_ROLES.filter((role) => r.roles.includes(role)),
        hidden: r.hidden,
        children: [],
        ...(r.hi && Object.keys(r.hi).length > 0 ? { hi: { ...r.hi } } : {}),
      },
    });
  }
  for (const r of records) {
    const node = nodes.get(r.id)!;
    const parent = r.parent_id === null ? undefined : nodes.get(r.parent_id);
    if (parent && parent.kind === node.kind) parent.entry.children.push(node.entry);
    else tree[node.kind].push(node.entry);
  }
  return tree;
}
