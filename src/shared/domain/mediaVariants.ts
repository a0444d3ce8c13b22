/**
 * Responsive sizes of content pictures. The server writes them beside each raster picture
 * (src/server/content/media.ts: when media is served or loaded); the client names them in srcset.
 * The naming rule lives here so both sides agree: site/banner.jpg → site/banner.jpg.w960.webp.
 */
export const VARIANT_WIDTHS = [480, 960, 1440] as const;

export type VariantWidth = (typeof VARIANT_WIDTHS)[number];

const RASTER = /\.(jpe?g|png|webp)$/i;
const VARIANT_NAME = /^(.+)\.w(\d+)\.webp$/i;

/** Whether a media path is a picture that has width variants (a variant itself has none). */
export const hasVariants = (path: string): boolean =>
  RASTER.test(path) && parseVariant(path) === null;

/** The media path of a picture's variant `width` px wide (never wider than the original). */
export const variantPath = (path: string, width: VariantWidth): string => `${path}.w${width}.webp`;

/** The variant a media path names, if any: its width and the original picture's path. */
export function parseVariant(path: string): { width: VariantWidth; original: string } | null {
  const m = VARIANT_NAME.exec(path);
  if (!m) return null;
  const width = Number(m[2]) as VariantWidth;
  if (!VARIANT_WIDTHS.includes(width) || !RASTER.test(m[1])) return null;
  return { width, original: m[1] };
}
