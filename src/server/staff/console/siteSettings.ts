import {
  HINDI_SETTING_KEYS,
  type HindiSettingKey,
  type HindiText,
} from '../../../shared/domain/hindiText';
import { SITE_SETTING_KEYS, type SiteSettings } from '../../../shared/domain/siteSettings';
import {
  changedKeys,
  hindiSettingProblem,
  settingProblem,
} from '../../../shared/domain/siteSettingsCheck';
import { SETTINGS_NOTE_MAX } from '../../../shared/domain/schemas/siteSettings';
import { SETTING_TEXT } from '../../../shared/domain/siteSettingsText';
import {
  hindiSettingField,
  type siteSettingsEditCalls,
} from '../../../shared/protocol/siteSettingsEditCalls';
import { answer, done, fail, refused, rejected } from '../../api/outcome';
import { contentChanged } from '../../cache';
import { newContentVersion } from '../../content';
import {
  countVersions,
  findVersion,
  keepVersion,
  latestVersion,
  listVersions,
  readHindiSettings,
  readSettings,
  writeHindiSettings,
  writeSettings,
} from '../../settings';
import { audit } from '../audit';
import type { StaffContext, StaffHandler, StaffHandlerTable } from '../types';
import { actorOf, idOf } from './context';
import { SETTINGS_MESSAGES as M } from './siteSettingsMessages';

/** The note kept with a version: one line, at most this long. */
export const NOTE_MAX = SETTINGS_NOTE_MAX;

export const siteSettingsOpen: StaffHandler<'siteSettingsOpen'> = async (_request, { db }) => {
  const [settings, hi, last, versions, total] = await Promise.all([
    readSettings(db),
    readHindiSettings(db),
    latestVersion(db),
    listVersions(db),
    countVersions(db),
  ]);
  return answer({ settings, hi, version: last?.line.id ?? null, versions, total });
};

/** The audit line's reason: the note, and which settings changed. */
const reasonOf = (note: string, changed: readonly string[]) =>
  [note, changed.length ? `Changed: ${changed.join(', ')}.` : 'Nothing changed.']
    .filter(Boolean)
    .join(' ');

/**
 * Writes a whole set of settings as the site's, keeps it as a version and audits it, in one
 * transaction that also moves the content version: no process can answer the new content
 * version with the old settings. This process's answer cache drops at once after the commit.
 */
async function store(
  ctx: StaffContext,
  next: SiteSettings,
  what: {
    action: string;
    note: string;
    restoredFrom?: number;
    reason: (id: number) => string;
    /** The settings' Hindi to write (site_settings_hi); left out, it stays as it is. */
    hindi?: HindiText<HindiSettingKey>;
  },
): Promise<number> {
  const at = ctx.now().toISOString();
  const id = await ctx.db.transaction().execute(async (trx) => {
    await writeSettings(trx, next, at);
    if (what.hindi) await writeHindiSettings(trx, what.hindi, at);
    const kept = await keepVersion(trx, next, {
      savedBy: ctx.staff.email,
      note: what.note,
      at,
      restoredFrom: what.restoredFrom,
    });
    await newContentVersion(trx);
    await audit(
      trx,
      actorOf(ctx),
      { action: what.action, subject: `settings:v${kept}`, reason: what.reason(kept) },
      ctx.now(),
    );
    return kept;
  });
  contentChanged(ctx.db);
  return id;
}

const noteOf = (note: string | undefined): string | null => {
  const n = (note ?? '').trim();
  return n.length > NOTE_MAX ? null : n;
};

/**
 * The settings' Hindi after the save: each hi_<key> sent (trimmed; empty: none) over the Hindi
 * now, checked by the shared Hindi rule and the English setting's own rule (one line, length,
 * kind); or the first problem in words. Answers which keys' Hindi changed too.
 */
function nextHindi(
  request: Parameters<StaffHandler<'siteSettingsSave'>>[0],
  current: HindiText<HindiSettingKey>,
): { hindi: HindiText<HindiSettingKey>; changed: string[] } | { problem: string } {
  const hindi: HindiText<HindiSettingKey> = { ...current };
  const changed: string[] = [];
  for (const key of HINDI_SETTING_KEYS) {
    const sent = request[hindiSettingField(key)];
    if (sent === undefined) continue;
    const value = sent.trim();
    const problem = hindiSettingProblem(key, value);
    if (problem) return { problem: `${SETTING_TEXT[key].label} in Hindi: ${problem}` };
    if (value === (current[key] ?? '')) continue;
    changed.push(`${key} (Hindi)`);
    if (value) hindi[key] = value;
    else delete hindi[key];
  }
  return { hindi, changed };
}

export const siteSettingsSave: StaffHandler<'siteSettingsSave'> = async (request, ctx) => {
  const note = noteOf(request.note);
  if (note === null) return rejected(M.noteTooLong(NOTE_MAX));
  const current = await readSettings(ctx.db);
  const next: SiteSettings = { ...current };
  for (const key of SITE_SETTING_KEYS) {
    const sent = request[key];
    if (sent === undefined) continue;
    const value = sent.trim();
    const problem = settingProblem(key, value);
    if (problem) return rejected(`${SETTING_TEXT[key].label}: ${problem}`);
    next[key] = value;
  }
  const hindi = nextHindi(request, await readHindiSettings(ctx.db));
  if ('problem' in hindi) return rejected(hindi.problem);
  if (request.base_version !== undefined && request.base_version !== '') {
    const last = await latestVersion(ctx.db);
    if (String(last?.line.id ?? '') !== request.base_version) return refused(M.savedMeanwhile);
  }
  const changed = [...changedKeys(current, next), ...hindi.changed];
  const id = await store(ctx, next, {
    action: 'settings_save',
    note,
    reason: () => reasonOf(note, changed),
    hindi: hindi.changed.length ? hindi.hindi : undefined,
  });
  return done(changed.length ? M.saved(id) : M.savedUnchanged(id));
};

export const siteSettingsCompare: StaffHandler<'siteSettingsCompare'> = async (request, ctx) => {
  const [fromId, toId] = [idOf(request.from), idOf(request.to)];
  const from = fromId === null ? undefined : await findVersion(ctx.db, fromId);
  const to = toId === null ? undefined : await findVersion(ctx.db, toId);
  if (!from || !to) return fail(M.unknownVersion);
  const changes = changedKeys(from.settings, to.settings).map((key) => ({
    key,
    from: from.settings[key],
    to: to.settings[key],
  }));
  return answer({ from: from.line, to: to.line, changes });
};

export const siteSettingsRestore: StaffHandler<'siteSettingsRestore'> = async (request, ctx) => {
  const note = noteOf(request.note);
  if (note === null) return rejected(M.noteTooLong(NOTE_MAX));
  const versionId = idOf(request.version_id);
  const version = versionId === null ? undefined : await findVersion(ctx.db, versionId);
  if (!version) return refused(M.unknownVersion);
  const current = await readSettings(ctx.db);
  // A version kept before a setting became required may lack it: the site keeps today's value.
  const next: SiteSettings = { ...version.settings };
  for (const key of SITE_SETTING_KEYS)
    if (settingProblem(key, next[key]) && !settingProblem(key, current[key]))
      next[key] = current[key];
  const changed = changedKeys(current, next);
  const id = await store(ctx, next, {
    action: 'settings_restore',
    note,
    restoredFrom: version.line.id,
    reason: () =>
      reasonOf([`Restored version ${version.line.id}.`, note].join(' ').trim(), changed),
  });
  return done(M.restored(version.line.id, id));
};

/** The handlers of siteSettingsEditCalls.ts, spread into the staff handler table (dispatch.ts). */
export const siteSettingsHandlers: Pick<StaffHandlerTable, keyof typeof siteSettingsEditCalls> = {
  siteSettingsOpen,
  siteSettingsSave,
  siteSettingsCompare,
  siteSettingsRestore,
};
