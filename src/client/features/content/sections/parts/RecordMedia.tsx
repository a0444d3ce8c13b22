import type { ContentRecord } from '../../../../../shared/protocol/types';
import { imageAlt } from '../lib/columns';
import { isVideoFile, videoEmbedUrl } from '../lib/media';
import { ContentImage } from './ContentImage';
import { VideoFile } from './VideoFile';

interface RecordMediaProps {
  record: ContentRecord;
  width: number;
  height: number;
  eager?: boolean;
  round?: boolean;
  /** Let col6 (an embed URL) win over col4, as in the video blocks. */
  embed?: boolean;
  className?: string;
  /** The picture's `sizes`, for a srcset of its responsive variants. */
  sizes?: string;
}

const label = (record: ContentRecord) => imageAlt(record) || 'Video';

/**
 * A record's main media: an embedded player (col6, http(s) only, when asked), a video file
 * (col4 ending .mp4, poster col5), or the col4 image.
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
  const embedUrl = embed ? videoEmbedUrl(record.col6) : '';
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
  if (isVideoFile(record.col4)) {
    return (
      <VideoFile
        path={record.col4}
        poster={record.col5}
        label={label(record)}
        width={width}
        height={height}
        className={className}
      />
    );
  }
  return (
    <ContentImage
      path={record.col4}
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
