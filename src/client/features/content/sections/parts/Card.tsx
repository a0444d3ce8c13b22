import { useId } from 'react';
import type { ContentItem } from '../../../../../shared/protocol/contentFields';
import { backgroundLayout, imageAlt, isRoundImage } from '../lib/columns';
import { resolveLink, type ResolvedLink } from '../lib/links';
import { cssBackground } from '../lib/media';
import { PICTURE_SIZES } from '../lib/pictureSizes';
import { ActionButton } from './ActionButton';
import { ContentImage } from './ContentImage';
import { ItemHeading } from './ItemHeading';
import { RecordMedia } from './RecordMedia';
import { SafeHtml } from './SafeHtml';
import '../styles/cards.css';

interface CardProps {
  record: ContentItem;
  eager?: boolean;
  /** Overrides the link link (committee/community detail pages). */
  link?: ResolvedLink | null;
  /** A small category label above the title (image_slider's extraText). */
  category?: string;
  /** Show extraText as a subtitle (a member's role, an event's date) under the title. */
  subtitle?: boolean;
  /** A small square picture (icons, thumbnails) instead of a full-width one. */
  thumb?: boolean;
  className?: string;
}

function CardPicture({
  record,
  eager,
  thumb,
}: {
  record: ContentItem;
  eager?: boolean;
  thumb?: boolean;
}) {
  const round = isRoundImage(record);
  if (thumb) {
    return (
      <ContentImage
        path={record.media}
        alt={imageAlt(record)}
        width={96}
        height={96}
        eager={eager}
        round={round}
        className="cs-card__thumb"
      />
    );
  }
  return (
    <RecordMedia
      record={record}
      width={round ? 240 : 600}
      height={round ? 240 : 400}
      eager={eager}
      round={round}
      className="cs-card__media"
      sizes={PICTURE_SIZES.card}
    />
  );
}

/**
 * The card of card_list, list_slider, text_thumbnail and image_slider: picture, title, text and
 * the link/buttonLabel button. style 'round-image' rounds the photo; styleFlag 'default-image' turns the
 * picture into the card's background.
 */
export function Card({ record, eager, link, category, subtitle, thumb, className }: CardProps) {
  const titleId = useId();
  const target = link === undefined ? resolveLink(record.link) : link;
  const layout = backgroundLayout(record);
  const background = layout ? cssBackground(layout.background) : undefined;
  const classes = ['cs-card'];
  if (isRoundImage(record) && !thumb) classes.push('cs-card--round');
  if (thumb) classes.push('cs-card--thumb');
  if (background) classes.push('cs-bg-image');
  if (className) classes.push(className);
  const hasTitle = record.title.trim() !== '';
  return (
    <article
      className={classes.join(' ')}
      style={background ? { backgroundImage: background } : undefined}
    >
      {background ? (
        <ContentImage
          path={layout?.icon ?? ''}
          alt=""
          width={64}
          height={64}
          eager={eager}
          className="cs-card__icon"
        />
      ) : (
        <CardPicture record={record} eager={eager} thumb={thumb} />
      )}
      <div className="cs-card__body">
        {category ? <p className="cs-chip">{category}</p> : null}
        {hasTitle ? <ItemHeading id={titleId}>{record.title}</ItemHeading> : null}
        {subtitle && record.extraText.trim() ? (
          <p className="cs-card__subtitle">{record.extraText}</p>
        ) : null}
        <SafeHtml html={record.richText} className="cs-card__text" />
        <div className="cs-card__actions">
          <ActionButton
            record={record}
            link={target}
            variant={thumb ? 'outline' : 'primary'}
            describedBy={hasTitle ? titleId : undefined}
          />
        </div>
      </div>
    </article>
  );
}
