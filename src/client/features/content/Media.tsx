import { isVideoFile, mediaUrl, variantSrcSet } from './mediaUrl';

interface MediaProps {
  /** A content column: a path under the media root or a web address. */
  path: string | null | undefined;
  alt: string;
  className?: string;
  /** The first image of a page should not wait for lazy loading. */
  eager?: boolean;
  /**
   * How wide the picture is drawn (PICTURE_SIZES), for one whose box has a set width: it then
   * offers the server's WebP widths and the browser fetches the smallest that fills the box.
   */
  sizes?: string;
}

/** A record's image, or its video when the path is an mp4 (requirements §2 detail screen, gallery). */
export function Media({ path, alt, className, eager = false, sizes }: MediaProps) {
  const src = mediaUrl(path);
  if (!src) return null;
  if (isVideoFile(path)) {
    return (
      <video className={className} src={src} controls preload="metadata" aria-label={alt}>
        <a href={src}>{alt || 'Download the video'}</a>
      </video>
    );
  }
  const srcSet = sizes ? variantSrcSet(path) : '';
  return (
    <img
      className={className}
      src={src}
      srcSet={srcSet || undefined}
      sizes={srcSet ? sizes : undefined}
      alt={alt}
      loading={eager ? 'eager' : 'lazy'}
    />
  );
}
