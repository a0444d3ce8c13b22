import { mediaUrl } from '../lib/media';

interface VideoFileProps {
  path: string;
  poster?: string;
  label: string;
  width: number;
  height: number;
  className?: string;
}

/** A hosted video file: never autoplays, fetches only its metadata until played. */
export function VideoFile({ path, poster, label, width, height, className }: VideoFileProps) {
  const src = mediaUrl(path);
  if (!src) return null;
  const posterUrl = mediaUrl(poster);
  return (
    <video
      className={className ? `cs-video ${className}` : 'cs-video'}
      src={src}
      poster={posterUrl || undefined}
      controls
      preload="metadata"
      muted
      playsInline
      width={width}
      height={height}
      aria-label={label}
    >
      <a href={src}>{label}</a>
    </video>
  );
}
