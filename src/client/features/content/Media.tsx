import { isVideoPath, mediaUrl } from './mediaUrl';

interface MediaProps {
  /** A content column: a path under the media root or a web address. */
  path: string | null | undefined;
  alt: string;
  className?: string;
  /** The first image of a page should not wait for lazy loading. */
  eager?: boolean;
}

/** A record's image, or its video when the path is an mp4 (requirements §2 detail screen, gallery). */
export function Media({ path, alt, className, eager = false }: MediaProps) {
  const src = mediaUrl(path);
  if (!src) return null;
  if (isVideoPath(path)) {
    return (
      <video className={className} src={src} controls preload="metadata" aria-label={alt}>
        <a href={src}>{alt || 'Download the video'}</a>
      </video>
    );
  }
  return <img className={className} src={src} alt={alt} loading={eager ? 'eager' : 'lazy'} />;
}
