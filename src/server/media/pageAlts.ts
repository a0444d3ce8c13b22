import type { PageAnswer } from '../../shared/protocol/types';
import { libraryPath } from '../../shared/domain/mediaLibrary';
import { altTexts } from './repositories/library';

type Db = Parameters<typeof altTexts>[0];

/**
 * The media library's alt text of the pictures these columns name (issue #17 item 6), keyed by
 * the column's value as stored (trimmed), so the client looks it up without the path rule;
 * undefined when none has one, so the answer keeps its old shape.
 */
async function libraryAlts(
  db: Db,
  columns: readonly (string | null | undefined)[],
): Promise<Record<string, string> | undefined> {
  const named = new Map<string, string>();
  for (const column of columns) {
    const path = libraryPath(column);
    if (path) named.set((column ?? '').trim(), path);
  }
  const alts = await altTexts(db, [...named.values()]);
  const out = [...named].flatMap(([value, path]) => {
    const alt = alts.get(path);
    return alt ? [[value, alt] as const] : [];
  });
  return out.length > 0 ? Object.fromEntries(out) : undefined;
}

/**
 * A page answer with the library's alt text of the pictures its rows name (issue #17 item 6) as
 * `media_alt`, left out when none has one: the site's page and the console's preview of a draft
 * both go through here, so the preview shows the pictures as the site will.
 */
export async function withLibraryAlts(
  db: Db,
  page: PageAnswer,
  rows: readonly { bg_img: string; col4: string; col5: string }[],
): Promise<PageAnswer> {
  const mediaAlt = await libraryAlts(
    db,
    rows.flatMap((r) => [r.col4, r.col5, r.bg_img]),
  );
  return mediaAlt ? { ...page, media_alt: mediaAlt } : page;
}
