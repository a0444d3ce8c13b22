import { useId, type ReactNode } from 'react';
import type { ContentItem } from '../../../../../shared/protocol/contentFields';
import { isRoundImage } from '../lib/columns';
import { PICTURE_SIZES } from '../lib/pictureSizes';
import { ItemHeading } from './ItemHeading';
import { RecordMedia } from './RecordMedia';
import { SafeHtml } from './SafeHtml';
import '../styles/media-text.css';

interface MediaTextProps {
  record: ContentItem;
  side: 'left' | 'right';
  eager?: boolean;
  /** Also show richText2 under richText (image_text keeps richText2 for its dialog). */
  showSecondText?: boolean;
  /** Show extraText as the line above the title (off where extraText holds layout words). */
  eyebrow?: boolean;
  /** The button row; given the title's id so the button can point at it. */
  action: (titleId: string | undefined) => ReactNode;
}

/** Picture on one side, text on the other; they stack on phones with the picture first. */
export function MediaText({
  record,
  side,
  eager,
  showSecondText = true,
  eyebrow = true,
  action,
}: MediaTextProps) {
  const titleId = useId();
  const hasTitle = record.title.trim() !== '';
  return (
    <article className={`cs-media-text cs-media-text--${side}`}>
      <div className="cs-media-text__media">
        <RecordMedia
          record={record}
          width={720}
          height={540}
          eager={eager}
          round={isRoundImage(record)}
          embed
          sizes={PICTURE_SIZES.mediaText}
        />
      </div>
      <div className="cs-media-text__body">
        {eyebrow && record.extraText.trim() ? (
          <p className="cs-eyebrow">{record.extraText}</p>
        ) : null}
        {hasTitle ? <ItemHeading id={titleId}>{record.title}</ItemHeading> : null}
        <SafeHtml html={record.richText} className="cs-media-text__text" />
        {showSecondText ? (
          <SafeHtml html={record.richText2} className="cs-media-text__text" />
        ) : null}
        <div className="cs-actions">{action(hasTitle ? titleId : undefined)}</div>
      </div>
    </article>
  );
}
