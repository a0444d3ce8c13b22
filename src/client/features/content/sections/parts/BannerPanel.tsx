import { useId, type ReactNode } from 'react';
import type { ContentRecord } from '../../../../../shared/protocol/types';
import { backgroundLayout, imageAlt, isFullScreen } from '../lib/columns';
import { cssBackground, isVideoFile } from '../lib/media';
import { ActionButton } from './ActionButton';
import { ContentImage } from './ContentImage';
import { ItemHeading } from './ItemHeading';
import { SafeHtml } from './SafeHtml';
import '../styles/banners.css';

interface BannerPanelProps {
  record: ContentRecord;
  eager?: boolean;
  className?: string;
  width?: number;
  height?: number;
  /** More buttons after the record's own (full_banner's extra rows). */
  extraActions?: ReactNode;
}

/** The banner picture: col4, or the col5 still when col4 is a video. */
const pictureOf = (record: ContentRecord): string =>
  isVideoFile(record.col4) ? record.col5 : record.col4 || record.col5;

/**
 * A picture with its text laid over it. col11 'full_screen_length' makes it a full viewport high;
 * col12 'default-image' paints col5 as a CSS background and shows col4 as an icon.
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
  const hasTitle = record.col1.trim() !== '';
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
          sizes="100vw"
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
          {record.col15.trim() ? (
            <p className="cs-eyebrow cs-eyebrow--light">{record.col15}</p>
          ) : null}
          {hasTitle ? (
            <ItemHeading id={titleId} className="cs-banner__title">
              {record.col1}
            </ItemHeading>
          ) : null}
          <SafeHtml html={record.col2} className="cs-banner__text" />
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
