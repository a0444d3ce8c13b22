import type { ContentItem } from '../../../../../shared/protocol/contentFields';
import { imageAlt } from '../lib/columns';
import { isVideoFile, videoEmbedUrl } from '../lib/media';
import { ContentImage } from './ContentImage';
import { VideoFile } from './VideoFile';

interface RecordMediaProps {
  record: ContentItem;
  width: number;
  height: number;
  eager?: boolean;
  round?: boolean;
  /** Let videoUrl (an embed URL) win over media, as in the video blocks. */
  embed?: boolean;
  className?: string;
  /** The picture's `sizes`, for a srcset of its responsive variants. */
  sizes?: string;
}

const label = (record: ContentItem) => imageAlt(record) || 'Video';

/**
 * A record's main media: an embedded player (videoUrl, http(s) only, when asked), a video file
 * (media ending .mp4, poster media2), or the media image.
 */
export function RecordMedia({
  record,
  width,
  height,
  eager,
  round,
  embed,
  className,
  sizes,
}: RecordMediaProps) {
  const embedUrl = embed ? videoEmbedUrl(record.videoUrl) : '';
  if (embedUrl) {
    return (
      <div className={className ? `cs-embed ${className}` : 'cs-embed'}>
        <iframe
          src={embedUrl}
          title={label(record)}
          width={width}
          height={height}
          loading={eager ? 'eager' : 'lazy'}
          allow="accelerometer; encrypted-media; gyroscope; picture-in-picture; fullscreen"
          allowFullScreen
          referrerPolicy="strict-origin-when-cross-origin"
          sandbox="allow-scripts allow-same-origin allow-presentation allow-popups"
        />
      </div>
    );
  }
  if (isVideoFile(record.media)) {
    return (
      <VideoFile
        path={record.media}
        poster={record.media2}
        label={label(record)}
        width={width}
        height={height}
        className={className}
        eager={eager}
      />
    );
  }
  return (
    <ContentImage
      path={record.media}
      alt={imageAlt(record)}
      width={width}
      height={height}
      eager={eager}
      round={round}
      className={className}
      sizes={sizes}
    />
  );
}
