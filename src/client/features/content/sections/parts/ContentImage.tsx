import { mediaUrl } from '../lib/media';

export interface ContentImageProps {
  path: string;
  alt: string;
  width: number;
  height: number;
  eager?: boolean;
  round?: boolean;
  className?: string;
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
}: ContentImageProps) {
  const src = mediaUrl(path);
  if (!src) return null;
  const classes = ['cs-img'];
  if (round) classes.push('cs-img--round');
  if (className) classes.push(className);
  return (
    <img
      src={src}
      alt={alt}
      width={width}
      height={height}
      loading={eager ? 'eager' : 'lazy'}
      fetchPriority={eager ? 'high' : undefined}
      decoding="async"
      className={classes.join(' ')}
    />
  );
}
