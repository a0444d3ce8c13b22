import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { ContentError, type ContentBundle, type PageInput } from './input';
import { parseMenus, parseNames, parsePage } from './parse';
import { unique } from './check';
import { resolveDatesIn } from './dates';
import { parseRedirects } from './redirects';
import { parseSettings, parseSettingsHindi } from './settings';

/**
 * Reads and checks every content file; nothing is written until all of them pass. Relative date
 * tokens are resolved against `today`; the hash is of the files as written, so a later day alone
 * is not a content change.
 */
export function readContent(contentDir: string, today = new Date()): ContentBundle {
  if (!fs.existsSync(contentDir)) throw new ContentError(`No content folder at ${contentDir}.`);
  const hash = createHash('sha256');
  const readJson = (relative: string, optional = false): unknown => {
    const file = path.join(contentDir, relative);
    if (optional && !fs.existsSync(file)) return [];
    const raw = fs.readFileSync(file, 'utf8');
    hash.update(`${relative}\0${raw}\0`);
    let parsed: unknown;
    try {
      parsed = JSON.parse(raw) as unknown;
    } catch (err) {
      throw new ContentError(`${relative}: not valid JSON (${(err as Error).message}).`);
    }
    return resolveDatesIn(parsed, today, relative);
  };

  const menus = parseMenus(readJson('menus.json'), 'menus.json');
  const pages: PageInput[] = pageFiles(contentDir).map((f) => parsePage(readJson(f), f));
  unique(
    pages.map((p) => p.loc),
    'page loc',
    'pages/',
  );
  const gotras = parseNames(readJson('gotras.json', true), 'temple_name', 'gotras.json');
  const states = parseNames(readJson('states.json', true), 'name', 'states.json');
  const redirects = parseRedirects(readJson('redirects.json', true), 'redirects.json');
  const settingsFile = fs.existsSync(path.join(contentDir, 'settings.json'))
    ? readJson('settings.json')
    : {};
  const settings = parseSettings(settingsFile, 'settings.json');
  const settingsHi = parseSettingsHindi(settingsFile, 'settings.json');
  const bundle = { menus, pages, gotras, states, redirects, settings, settingsHi };
  return { ...bundle, hash: hash.digest('hex') };
}

/** pages/**\/*.json relative to the content folder, sorted so ids come out the same each load. */
function pageFiles(contentDir: string): string[] {
  const root = path.join(contentDir, 'pages');
  if (!fs.existsSync(root)) return [];
  const out: string[] = [];
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (entry.isFile() && entry.name.endsWith('.json')) out.push(full);
    }
  };
  walk(root);
  return out
    .map((f) => path.relative(contentDir, f).split(path.sep).join('/'))
    .sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
}
