import { ValidationError } from 'yup';
import { SECTION_SCAN_LIMIT } from '../../../shared/domain/constants';
import { menuSlugProblem } from '../../../shared/domain/menuTree';
import { describePageChanges, PAGE_LIMITS } from '../../../shared/domain/pageDoc';
import { pageDocSchema, pageProblemPlace } from '../../../shared/domain/schemas/pages';
import type { PageDoc, PageListItem } from '../../../shared/protocol/pagesEditTypes';
import type { pagesEditCalls } from '../../../shared/protocol/pagesEditCalls';
import { API_MESSAGES } from '../../api/messages';
import { answer, done, fail, invalid, refused, rejected } from '../../api/outcome';
import { contentChanged } from '../../cache';
import { withLibraryAlts } from '../../media';
import {
  brokenLinksOfPage,
  deleteDraft,
  inDisplayOrder,
  newContentVersion,
  pageAddresses,
  pageAnswerOf,
  pageHistory,
  placeOnPage,
  plannedPageRows,
  readDraft,
  readMenuTree,
  readPublishedPage,
  saveDraft,
  writePublishedPage,
} from '../../content';
import { audit } from '../audit';
import type { StaffContext, StaffHandler, StaffHandlerTable } from '../types';
import { actorOf, idOf } from './context';
import { PAGES_MESSAGES as M } from './pagesMessages';

/** The audit line's subject: the page, and the version when there is one. */
const subjectOf = (loc: string, version?: number) =>
  version === undefined ? `page:${loc}` : `page:${loc}:v${version}`;

const noteOf = (note: string | undefined): string | null => {
  const n = (note ?? '').trim();
  return n.length > PAGE_LIMITS.note ? null : n;
};

/** The audit line's reason: the note, and what changed in words (the first ten lines). */
const reasonOf = (parts: readonly string[], changes: readonly string[]) =>
  [
    ...parts,
    changes.length === 0
      ? 'Nothing changed.'
      : changes.slice(0, 10).join('. ') +
        '.' +
        (changes.length > 10 ? ` And ${changes.length - 10} more changes.` : ''),
  ]
    .filter(Boolean)
    .join(' ');

export const pagesList: StaffHandler<'pagesList'> = async (_request, { db }) => {
  const [{ sections, drafts, published }, menus] = await Promise.all([
    pageAddresses(db),
    readMenuTree(db),
  ]);
  const titles = new Map<string, string>();
  const walk = (list: typeof menus.menu) =>
    list.forEach((e) => {
      if (!titles.has(e.slug) && menuSlugProblem(e.slug) === null) titles.set(e.slug, e.label);
      walk(e.children);
    });
  walk(menus.menu);
  walk(menus.top_menu);
  const locs = [...new Set([...sections.keys(), ...titles.keys()])].sort();
  const pages = locs.map((loc): PageListItem => ({
    loc,
    title: titles.get(loc) ?? loc,
    sections: sections.get(loc) ?? 0,
    has_draft: drafts.has(loc),
    published_at: published.get(loc) ?? null,
  }));
  return answer({ pages });
};

export const pageOpen: StaffHandler<'pageOpen'> = async ({ loc }, { db }) => {
  const problem = menuSlugProblem(loc);
  if (problem) return invalid(problem);
  const history = pageHistory(loc);
  const [draft, last, versions, total] = await Promise.all([
    readDraft(db, loc),
    history.latest(db),
    history.list(db),
    history.count(db),
  ]);
  const page = draft?.page ?? (await readPublishedPage(db, loc));
  return answer({
    page,
    draft: draft?.info ?? null,
    version: last?.line.id ?? null,
    versions,
    total,
  });
};

/** The page sent, checked by the schema the console's form uses; or the first problem in words. */
function checkPage(json: string, loc: string): { page: PageDoc } | { problem: string } {
  if (json.length > PAGE_LIMITS.json) return { problem: M.tooLarge };
  let value: unknown;
  try {
    value = JSON.parse(json);
  } catch {
    return { problem: M.unreadable };
  }
  try {
    const page = pageDocSchema.validateSync(value, { abortEarly: true, stripUnknown: true });
    if (page.loc !== loc) return { problem: M.otherAddress };
    return { page };
  } catch (e) {
    if (!(e instanceof ValidationError)) throw e;
    const place = pageProblemPlace(value, e.path);
    return { problem: place ? `${place}: ${e.message}` : e.message };
  }
}

/** The newest version is still the one the editor started from (when they say which). */
async function stillNewest(ctx: StaffContext, loc: string, base: string | undefined) {
  if (base === undefined || base === '') return true;
  const last = await pageHistory(loc).latest(ctx.db);
  return String(last?.line.id ?? '') === base;
}

export const pageSaveDraft: StaffHandler<'pageSaveDraft'> = async (request, ctx) => {
  const problem = menuSlugProblem(request.loc);
  if (problem) return rejected(problem);
  const checked = checkPage(request.page, request.loc);
  if ('problem' in checked) return rejected(checked.problem);
  if (!(await stillNewest(ctx, request.loc, request.base_version)))
    return refused(M.savedMeanwhile);
  const at = ctx.now().toISOString();
  await ctx.db.transaction().execute(async (trx) => {
    await saveDraft(trx, checked.page, { saved_at: at, saved_by: ctx.staff.email });
    await audit(
      trx,
      actorOf(ctx),
      { action: 'page_draft', subject: subjectOf(request.loc) },
      ctx.now(),
    );
  });
  return done(M.draftSaved(request.loc));
};

export const pageDiscardDraft: StaffHandler<'pageDiscardDraft'> = async ({ loc }, ctx) => {
  const gone = await ctx.db.transaction().execute(async (trx) => {
    if (!(await deleteDraft(trx, loc))) return false;
    await audit(trx, actorOf(ctx), { action: 'page_discard', subject: subjectOf(loc) }, ctx.now());
    return true;
  });
  return gone ? done(M.discarded(loc)) : refused(M.noDraft);
};

/**
 * The draft as getPgData will answer it once published: turned into the rows the publish would
 * write (ids as it would give them), then through getPgData's own answer builder.
 */
export const pagePreview: StaffHandler<'pagePreview'> = async ({ loc }, { db, now }) => {
  const problem = menuSlugProblem(loc);
  if (problem) return invalid(problem);
  const page = (await readDraft(db, loc))?.page ?? (await readPublishedPage(db, loc));
  const rows = await plannedPageRows(db, page, now().toISOString());
  const sections = rows
    .filter((r) => r.parent_id === null)
    .sort(inDisplayOrder)
    .slice(0, SECTION_SCAN_LIMIT);
  if (sections.length === 0) return fail(API_MESSAGES.pageNotFound);
  const shown = new Set(sections.map((s) => s.id));
  const children = rows
    .filter((r) => r.parent_id !== null && shown.has(r.parent_id))
    .sort((a, b) => (a.parent_id ?? 0) - (b.parent_id ?? 0) || inDisplayOrder(a, b));
  return answer(await withLibraryAlts(db, pageAnswerOf(loc, sections, children), rows));
};

/**
 * Makes `page` the live page of its loc, keeps it as a version and audits it, in one transaction
 * that also drops the draft and moves the content version (every process's answer cache drops
 * the old page). A page never published from the console before has its published rows kept
 * first, as content:load left them, so the first publish can be undone by a restore.
 */
async function publish(
  ctx: StaffContext,
  page: PageDoc,
  what: { action: string; note: string; restoredFrom?: number; reason: string[] },
): Promise<number> {
  const at = ctx.now().toISOString();
  const history = pageHistory(page.loc);
  const id = await ctx.db.transaction().execute(async (trx) => {
    const before = await readPublishedPage(trx, page.loc);
    if ((await history.count(trx)) === 0 && before.sections.length > 0)
      await history.keep(trx, before, {
        savedBy: 'content:load',
        note: 'The page as it was before its first publish from the console.',
        at,
      });
    const written = await writePublishedPage(trx, page, at);
    const kept = await history.keep(trx, written, {
      savedBy: ctx.staff.email,
      note: what.note,
      at,
      restoredFrom: what.restoredFrom,
    });
    await deleteDraft(trx, page.loc);
    await newContentVersion(trx);
    await audit(
      trx,
      actorOf(ctx),
      {
        action: what.action,
        subject: subjectOf(page.loc, kept),
        reason: reasonOf(what.reason, describePageChanges(before, written)),
      },
      ctx.now(),
    );
    return kept;
  });
  contentChanged(ctx.db);
  return id;
}

export const pagePublish: StaffHandler<'pagePublish'> = async (request, ctx) => {
  const note = noteOf(request.note);
  if (note === null) return rejected(M.noteTooLong(PAGE_LIMITS.note));
  const override = request.override_links === '1';
  if (override && ctx.staff.role !== 'admin') return rejected(M.adminOnlyOverride);
  const draft = await readDraft(ctx.db, request.loc);
  if (!draft) return refused(M.noDraft);
  if (!(await stillNewest(ctx, request.loc, request.base_version)))
    return refused(M.savedMeanwhile);
  const broken = await brokenLinksOfPage(
    ctx.db,
    draft.page,
    [ctx.siteOrigin],
    ctx.now().toISOString(),
  );
  const lines = broken.map((link) => `${link.path} (${placeOnPage(link, request.loc)})`);
  if (lines.length > 0 && !override) return rejected(M.brokenLinks(lines));
  const id = await publish(ctx, draft.page, {
    action: 'page_publish',
    note,
    reason: [
      note,
      lines.length > 0 ? `Published by an admin despite: ${M.brokenLinks(lines)}` : '',
    ],
  });
  return done(lines.length > 0 ? M.publishedOverride(id, lines.length) : M.published(id));
};

export const pageCompare: StaffHandler<'pageCompare'> = async (request, ctx) => {
  const history = pageHistory(request.loc);
  const [fromId, toId] = [idOf(request.from), idOf(request.to)];
  const from = fromId === null ? undefined : await history.find(ctx.db, fromId);
  const to = toId === null ? undefined : await history.find(ctx.db, toId);
  if (!from || !to) return fail(M.unknownVersion);
  return answer({ from: from.line, to: to.line, changes: describePageChanges(from.doc, to.doc) });
};

export const pageRestore: StaffHandler<'pageRestore'> = async (request, ctx) => {
  const note = noteOf(request.note);
  if (note === null) return rejected(M.noteTooLong(PAGE_LIMITS.note));
  if (await readDraft(ctx.db, request.loc)) return rejected(M.draftWaits);
  const versionId = idOf(request.version_id);
  const version =
    versionId === null ? undefined : await pageHistory(request.loc).find(ctx.db, versionId);
  if (!version) return refused(M.unknownVersion);
  const id = await publish(ctx, version.doc, {
    action: 'page_restore',
    note,
    restoredFrom: version.line.id,
    reason: [`Restored version ${version.line.id}.`, note],
  });
  return done(M.restored(version.line.id, id));
};

/** The handlers of pagesEditCalls.ts, spread into the staff handler table (dispatch.ts). */
export const pagesHandlers: Pick<StaffHandlerTable, keyof typeof pagesEditCalls> = {
  pagesList,
  pageOpen,
  pageSaveDraft,
  pageDiscardDraft,
  pagePreview,
  pagePublish,
  pageCompare,
  pageRestore,
};
