import { useNearViewport } from '../../../../components/useNearViewport';
import { mediaUrl } from '../lib/media';

interface VideoFileProps {
  path: string;
  poster?: string;
  label: string;
  width: number;
  height: number;
  className?: string;
  /** On the first screen: poster and metadata at once, like the picture it stands for. */
  eager?: boolean;
}

/** How far ahead of the viewport a film starts asking for its poster and metadata. */
const APPROACH_PX = 600;

/**
 * A hosted video file: never autoplays. Until it nears the viewport it asks for nothing: no
 * metadata (preload none) and no poster, which a browser otherwise fetches as soon as it reads
 * the tag. On the home page the intro film at the foot of the page took 52 KB of a phone's first
 * second (its poster and the first part of the film), the same second in which the hero picture,
 * the page's largest paint, was loading (issue #19, mobile LCP). Near the viewport it behaves as
 * before: poster shown, metadata fetched. The width and height keep its box the same size either
 * way, so nothing moves when the poster arrives. Without script (the server's page) the film has
 * no poster but still plays from its controls.
 */
export function VideoFile({
  path,
  poster,
  label,
  width,
  height,
  className,
  eager = false,
}: VideoFileProps) {
  // A frame late changes nothing on screen here, so no layout inside React's commit.
  const [ref, near] = useNearViewport(APPROACH_PX, { skip: eager, sameFrame: false });
  const src = mediaUrl(path);
  if (!src) return null;
  const wanted = eager || near;
  const posterUrl = wanted ? mediaUrl(poster) : '';
  return (
    <video
      ref={ref}
      className={className ? `cs-video ${className}` : 'cs-video'}
      src={src}
      poster={posterUrl || undefined}
      controls
      preload={wanted ? 'metadata' : 'none'}
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
