import { useId } from 'react';
import type { ContentItem } from '../../../../../shared/protocol/contentFields';
import { formatEntryDate } from '../lib/dates';
import type { ResolvedLink } from '../lib/links';
import { PICTURE_SIZES } from '../lib/pictureSizes';
import { ActionButton } from './ActionButton';
import { ItemHeading } from './ItemHeading';
import { RecordMedia } from './RecordMedia';
import { SafeHtml } from './SafeHtml';
import { SmartLink } from './SmartLink';
import '../styles/listing.css';

interface EntryCardProps {
  record: ContentItem;
  link: ResolvedLink;
  eager?: boolean;
}

/**
 * A blog or article teaser: picture, date line (extraText, else entry_date), linked title, excerpt
 * and the read button.
 */
export function EntryCard({ record, link, eager }: EntryCardProps) {
  const titleId = useId();
  const date = formatEntryDate(record.entry_date);
  return (
    <article className="cs-entry">
      <RecordMedia
        record={record}
        width={600}
        height={375}
        eager={eager}
        className="cs-entry__media"
        sizes={PICTURE_SIZES.card}
      />
      <div className="cs-entry__body">
        {record.extraText.trim() ? (
          <p className="cs-entry__date">{record.extraText}</p>
        ) : date ? (
          <time className="cs-entry__date" dateTime={record.entry_date?.slice(0, 10)}>
            {date}
          </time>
        ) : null}
        <ItemHeading id={titleId} className="cs-entry__title">
          <SmartLink link={link}>{record.title}</SmartLink>
        </ItemHeading>
        <SafeHtml html={record.richText} className="cs-entry__excerpt" />
        <div className="cs-entry__actions">
          <ActionButton record={record} link={link} variant="outline" describedBy={titleId} />
        </div>
      </div>
    </article>
  );
}
