import {
  VARIANT_WIDTHS,
  hasVariants,
  variantPath,
} from '../../../../../shared/domain/mediaVariants';
import { mediaUrl } from '../lib/media';
import { useLibraryAlt } from '../lib/mediaAlt';

export interface ContentImageProps {
  path: string;
  alt: string;
  width: number;
  height: number;
  eager?: boolean;
  round?: boolean;
  className?: string;
  /** The `sizes` of a picture with responsive variants (banners, gallery): adds a srcset. */
  sizes?: string;
}

/** The WebP sizes the server makes of a local raster picture; '' for others. */
function srcSetOf(path: string): string {
  if (!hasVariants(path) || /^https?:/i.test(path.trim())) return '';
  return VARIANT_WIDTHS.map((w) => `${mediaUrl(variantPath(path.trim(), w))} ${w}w`).join(', ');
}

/** A content image with known dimensions (no layout shift); lazy unless above the fold. */
export function ContentImage({
  path,
  alt,
  width,
  height,
  eager,
  round,
  className,
  sizes,
}: ContentImageProps) {
  const src = mediaUrl(path);
  // The media library's alt text wins when an editor wrote one; else the record's as before.
  const shownAlt = useLibraryAlt(path, alt);
  if (!src) return null;
  const srcSet = sizes ? srcSetOf(path) : '';
  const classes = ['cs-img'];
  if (round) classes.push('cs-img--round');
  if (className) classes.push(className);
  return (
    <img
      src={src}
      srcSet={srcSet || undefined}
      sizes={srcSet ? sizes : undefined}
      alt={shownAlt}
      width={width}
      height={height}
      loading={eager ? 'eager' : 'lazy'}
      fetchPriority={eager ? 'high' : undefined}
      decoding="async"
      className={classes.join(' ')}
    />
  );
}
