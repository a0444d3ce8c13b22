import { mediaUrl, variantSrcSet } from '../lib/media';
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
  const srcSet = sizes ? variantSrcSet(path) : '';
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
