import { ValidationError } from 'yup';
import { checkText } from '../../../shared/domain/checks';
import { cleanHindi, HINDI_MENU_FIELDS, hindiProblem } from '../../../shared/domain/hindiText';
import {
  describeMenuChanges,
  MENU_KIND_LABELS,
  MENU_NOTE_MAX,
  placedEntries,
  slugChanges,
  type MenuEntry,
  type MenuTree,
} from '../../../shared/domain/menuTree';
import { menuTreeSchema } from '../../../shared/domain/schemas/menus';
import type { menusEditCalls } from '../../../shared/protocol/menusEditCalls';
import { answer, done, fail, refused, rejected } from '../../api/outcome';
import { contentChanged } from '../../cache';
import {
  addRedirect,
  countMenuVersions,
  findMenuVersion,
  keepMenuVersion,
  latestMenuVersion,
  listMenuVersions,
  moveSections,
  newContentVersion,
  readMenuTree,
  writeMenuTree,
} from '../../content';
import { audit } from '../audit';
import type { StaffContext, StaffHandler, StaffHandlerTable } from '../types';
import { actorOf, idOf } from './context';
import { MENUS_MESSAGES as M } from './menusMessages';

export const menusOpen: StaffHandler<'menusOpen'> = async (_request, { db }) => {
  const [menus, last, versions, total] = await Promise.all([
    readMenuTree(db),
    latestMenuVersion(db),
    listMenuVersions(db),
    countMenuVersions(db),
  ]);
  return answer({ menus, version: last?.line.id ?? null, versions, total });
};

/** The audit line's reason: the note, and what changed in words (the first ten lines). */
const reasonOf = (note: string, changes: readonly string[]) =>
  [
    note,
    changes.length === 0
      ? 'Nothing changed.'
      : changes.slice(0, 10).join(' ') +
        (changes.length > 10 ? ` And ${changes.length - 10} more changes.` : ''),
  ]
    .filter(Boolean)
    .join(' ');

/**
 * Writes both menus as the site's, keeps them as a version and audits it, in one transaction
 * that also moves the content version (every process's answer cache drops the old menus) and,
 * for each changed address, moves the page's sections and (when asked) adds the redirect. This
 * process's answer cache drops at once after the commit.
 */
async function store(
  ctx: StaffContext,
  next: MenuTree,
  what: {
    action: string;
    note: string;
    restoredFrom?: number;
    keepAddresses: ReadonlySet<number>;
    reason: (changes: string[]) => string;
  },
): Promise<{ id: number; changes: string[] }> {
  const at = ctx.now().toISOString();
  const result = await ctx.db.transaction().execute(async (trx) => {
    const before = await readMenuTree(trx);
    const written = await writeMenuTree(trx, next);
    for (const change of slugChanges(before, written)) {
      await moveSections(trx, change.from, change.to);
      if (what.keepAddresses.has(change.id))
        await addRedirect(trx, change.from, change.to, ctx.staff.email);
    }
    const id = await keepMenuVersion(trx, written, {
      savedBy: ctx.staff.email,
      note: what.note,
      at,
      restoredFrom: what.restoredFrom,
    });
    await newContentVersion(trx);
    const changes = describeMenuChanges(before, written);
    await audit(
      trx,
      actorOf(ctx),
      { action: what.action, subject: `menus:v${id}`, reason: what.reason(changes) },
      ctx.now(),
    );
    return { id, changes };
  });
  contentChanged(ctx.db);
  return result;
}

const noteOf = (note: string | undefined): string | null => {
  const n = (note ?? '').trim();
  return n.length > MENU_NOTE_MAX ? null : n;
};

/** The first entry whose Hindi breaks the shared rule (hindiText.ts), in words, or null. */
function hindiProblemOf(tree: MenuTree): string | null {
  for (const { entry } of placedEntries(tree)) {
    const problem = entry.hi === undefined ? null : hindiProblem(entry.hi, HINDI_MENU_FIELDS);
    if (problem) return `“${entry.label}”: ${problem}`;
  }
  return null;
}

/** The tree with each entry's Hindi without its empty texts, and none where nothing is left. */
function withCleanHindi(tree: MenuTree): MenuTree {
  const walk = (list: MenuEntry[]): MenuEntry[] =>
    list.map(({ hi, children, ...entry }) => {
      const clean = cleanHindi(hi ?? {});
      return {
        ...entry,
        children: walk(children),
        ...(Object.keys(clean).length ? { hi: clean } : {}),
      };
    });
  return { menu: walk(tree.menu), top_menu: walk(tree.top_menu) };
}

/**
 * The tree sent, checked by the schema the form uses and its Hindi by the shared rule; or the
 * first problem in words.
 */
function checkTree(json: string): { tree: MenuTree } | { problem: string } {
  let value: unknown;
  try {
    value = JSON.parse(json);
  } catch {
    return { problem: M.unreadable };
  }
  try {
    const tree = menuTreeSchema.validateSync(value, {
      abortEarly: true,
      stripUnknown: true,
    }) as MenuTree;
    const hindi = hindiProblemOf(tree);
    return hindi ? { problem: hindi } : { tree: withCleanHindi(tree) };
  } catch (e) {
    if (!(e instanceof ValidationError)) throw e;
    return { problem: problemText(value, e) };
  }
}

/** A schema problem named by the entry it is about: '“About us”: Please fill this in.' */
function problemText(value: unknown, e: ValidationError): string {
  // The console is English: a check key of the shared schema is said in English here.
  const message = checkText(e.message, 'en');
  // The path reads like menu[1].children[0].slug: find the entry it names.
  const parts = (e.path ?? '').match(/^(menu|top_menu)((?:\[\d+\](?:\.children)?)+)/);
  if (!parts) return message;
  const kind = parts[1] as keyof MenuTree;
  const indexes = [...(parts[2] ?? '').matchAll(/\[(\d+)\]/g)].map((m) => Number(m[1]));
  let list = (value as Record<string, unknown>)[kind];
  let entry: { label?: unknown; children?: unknown } | undefined;
  for (const i of indexes) {
    if (!Array.isArray(list)) break;
    entry = list[i] as typeof entry;
    list = entry?.children;
  }
  const label = typeof entry?.label === 'string' && entry.label.trim() ? entry.label : null;
  return label ? `“${label}”: ${message}` : `${MENU_KIND_LABELS[kind]}: ${message}`;
}

/** Two entries of one menu with one address: the first such pair, or null. */
function sameAddress(tree: MenuTree): string | null {
  const seen = new Map<string, string>();
  for (const { entry, kind } of placedEntries(tree)) {
    const key = `${kind}:${entry.slug}`;
    const other = seen.get(key);
    if (other !== undefined) return M.sameAddress(other, entry.label, entry.slug);
    seen.set(key, entry.label);
  }
  return null;
}

export const menusSave: StaffHandler<'menusSave'> = async (request, ctx) => {
  const note = noteOf(request.note);
  if (note === null) return rejected(M.noteTooLong(MENU_NOTE_MAX));
  const checked = checkTree(request.menus);
  if ('problem' in checked) return rejected(checked.problem);
  const twice = sameAddress(checked.tree);
  if (twice) return rejected(twice);
  if (request.base_version !== undefined && request.base_version !== '') {
    const last = await latestMenuVersion(ctx.db);
    if (String(last?.line.id ?? '') !== request.base_version) return refused(M.savedMeanwhile);
  }
  // An id the table does not hold was deleted by someone else since: refuse, never revive it.
  const current = new Set(placedEntries(await readMenuTree(ctx.db)).map((p) => p.entry.id));
  if (placedEntries(checked.tree).some((p) => p.entry.id !== null && !current.has(p.entry.id)))
    return refused(M.unknownEntry);
  const keepAddresses = new Set(
    (request.keep_addresses ?? '')
      .split(',')
      .map((s) => idOf(s.trim()))
      .filter((id): id is number => id !== null),
  );
  const { id, changes } = await store(ctx, checked.tree, {
    action: 'menus_save',
    note,
    keepAddresses,
    reason: (changes) => reasonOf(note, changes),
  });
  return done(changes.length ? M.saved(id) : M.savedUnchanged(id));
};

export const menusCompare: StaffHandler<'menusCompare'> = async (request, ctx) => {
  const [fromId, toId] = [idOf(request.from), idOf(request.to)];
  const from = fromId === null ? undefined : await findMenuVersion(ctx.db, fromId);
  const to = toId === null ? undefined : await findMenuVersion(ctx.db, toId);
  if (!from || !to) return fail(M.unknownVersion);
  return answer({
    from: from.line,
    to: to.line,
    changes: describeMenuChanges(from.menus, to.menus),
  });
};

export const menusRestore: StaffHandler<'menusRestore'> = async (request, ctx) => {
  const note = noteOf(request.note);
  if (note === null) return rejected(M.noteTooLong(MENU_NOTE_MAX));
  const versionId = idOf(request.version_id);
  const version = versionId === null ? undefined : await findMenuVersion(ctx.db, versionId);
  if (!version) return refused(M.unknownVersion);
  const { id } = await store(ctx, version.menus, {
    action: 'menus_restore',
    note,
    restoredFrom: version.line.id,
    keepAddresses: new Set(),
    reason: (changes) =>
      reasonOf([`Restored version ${version.line.id}.`, note].join(' ').trim(), changes),
  });
  return done(M.restored(version.line.id, id));
};

/** The handlers of menusEditCalls.ts, spread into the staff handler table (dispatch.ts). */
export const menusHandlers: Pick<StaffHandlerTable, keyof typeof menusEditCalls> = {
  menusOpen,
  menusSave,
  menusCompare,
  menusRestore,
};
