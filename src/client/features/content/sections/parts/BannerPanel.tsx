import { useId, type ReactNode } from 'react';
import type { ContentItem } from '../../../../../shared/protocol/contentFields';
import { backgroundLayout, imageAlt, isFullScreen } from '../lib/columns';
import { cssBackground, isVideoFile } from '../lib/media';
import { PICTURE_SIZES } from '../lib/pictureSizes';
import { ActionButton } from './ActionButton';
import { ContentImage } from './ContentImage';
import { ItemHeading } from './ItemHeading';
import { SafeHtml } from './SafeHtml';
import '../styles/banners.css';

interface BannerPanelProps {
  record: ContentItem;
  eager?: boolean;
  className?: string;
  width?: number;
  height?: number;
  /** More buttons after the record's own (full_banner's extra rows). */
  extraActions?: ReactNode;
}

/** The banner picture: media, or the media2 still when media is a video. */
const pictureOf = (record: ContentItem): string =>
  isVideoFile(record.media) ? record.media2 : record.media || record.media2;

/**
 * A picture with its text laid over it. fullScreen 'full_screen_length' makes it a full viewport high;
 * styleFlag 'default-image' paints media2 as a CSS background and shows media as an icon.
 */
export function BannerPanel({
  record,
  eager,
  className,
  width = 1600,
  height = 600,
  extraActions,
}: BannerPanelProps) {
  const titleId = useId();
  const layout = backgroundLayout(record);
  const background = layout ? cssBackground(layout.background) : undefined;
  const classes = ['cs-banner'];
  if (isFullScreen(record)) classes.push('cs-banner--full');
  if (background) classes.push('cs-bg-image');
  if (className) classes.push(className);
  const hasTitle = record.title.trim() !== '';
  return (
    <article
      className={classes.join(' ')}
      style={background ? { backgroundImage: background } : undefined}
    >
      {background ? null : (
        <ContentImage
          path={pictureOf(record)}
          alt={imageAlt(record)}
          width={width}
          height={height}
          eager={eager}
          sizes={PICTURE_SIZES.banner}
          className="cs-banner__img"
        />
      )}
      <div className="cs-banner__overlay">
        <div className="cs-banner__content">
          {layout?.icon ? (
            <ContentImage
              path={layout.icon}
              alt=""
              width={64}
              height={64}
              eager={eager}
              className="cs-banner__icon"
            />
          ) : null}
          {record.extraText.trim() ? (
            <p className="cs-eyebrow cs-eyebrow--light">{record.extraText}</p>
          ) : null}
          {hasTitle ? (
            <ItemHeading id={titleId} className="cs-banner__title">
              {record.title}
            </ItemHeading>
          ) : null}
          <SafeHtml html={record.richText} className="cs-banner__text" />
          <div className="cs-actions">
            <ActionButton
              record={record}
              variant="light"
              describedBy={hasTitle ? titleId : undefined}
            />
            {extraActions}
          </div>
        </div>
      </div>
    </article>
  );
}
