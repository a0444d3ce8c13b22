import type { Db } from '../plugins/db';
import { findChildren, findSections } from '../content';
import { escapeHtml } from '../../shared/protocol/wire';
import { VARIANT_WIDTHS, hasVariants, variantPath } from '../../shared/domain/mediaVariants';

/** Sections whose first picture is the page's largest paint (BannerPanel renders them). */
const BANNERS = new Set(['hero_slider', 'top_banner', 'full_banner', 'home_banner']);
/** Media paths simple enough to need no encoding: the client's mediaUrl leaves them as they are. */
const PLAIN_PATH = /^(?!.*\.\.)[\w-][\w./-]*$/;

/**
 * The home page's LCP picture (the first banner's col4, or its col5 still when col4 is a video),
 * as the URL and srcset the client's <img> will ask for; null when there is none to preload.
 */
export async function homeLcpImage(db: Db): Promise<{ href: string; srcset: string } | null> {
  const sections = await findSections(db, 'home', 5);
  const first = sections.find((s) => s.section_type !== 'scroll_message');
  if (!first || !BANNERS.has(first.section_type ?? '')) return null;
  const record = (await findChildren(db, [first.id])).find((r) => r.col10 !== 'top_text');
  if (!record || record.col12 === 'default-image') return null;
  const path = /\.(mp4|webm)$/i.test(record.col4) ? record.col5 : record.col4 || record.col5;
  if (!path || !PLAIN_PATH.test(path.trim())) return null;
  const file = path.trim().replace(/^\/+/, '');
  const srcset = hasVariants(file)
    ? VARIANT_WIDTHS.map((w) => `/media/${variantPath(file, w)} ${w}w`).join(', ')
    : '';
  return { href: `/media/${file}`, srcset };
}

/** Adds the preload of the LCP picture to the page's head, at high priority. */
export function injectPreload(html: string, image: { href: string; srcset: string }): string {
  const srcset = image.srcset
    ? ` imagesrcset="${escapeHtml(image.srcset)}" imagesizes="100vw"`
    : '';
  const tag = `<link rel="preload" as="image" href="${escapeHtml(image.href)}"${srcset} fetchpriority="high">`;
  return html.replace(/<\/head>/i, () => `${tag}</head>`);
}
