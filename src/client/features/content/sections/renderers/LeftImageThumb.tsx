import { useId } from 'react';
import type { ContentItem } from '../../../../../shared/protocol/contentFields';
import { imageAlt, isRoundImage } from '../lib/columns';
import { ActionButton } from '../parts/ActionButton';
import { ContentImage } from '../parts/ContentImage';
import { ItemHeading } from '../parts/ItemHeading';
import { SafeHtml } from '../parts/SafeHtml';
import { SectionShell } from '../parts/SectionShell';
import type { SectionRendererProps } from '../types';
import '../styles/media-text.css';

function Item({ record, eager }: { record: ContentItem; eager: boolean }) {
  const titleId = useId();
  return (
    <article className="cs-thumb-row">
      <ContentImage
        path={record.media}
        alt={imageAlt(record)}
        width={160}
        height={120}
        eager={eager}
        round={isRoundImage(record)}
        className="cs-thumb-row__img"
      />
      <div className="cs-thumb-row__body">
        {record.title.trim() ? <ItemHeading id={titleId}>{record.title}</ItemHeading> : null}
        {record.extraText.trim() ? (
          <p className="cs-thumb-row__subtitle">{record.extraText}</p>
        ) : null}
        <SafeHtml html={record.richText} />
        <ActionButton
          record={record}
          variant="outline"
          describedBy={record.title.trim() ? titleId : undefined}
        />
      </div>
    </article>
  );
}

/** left_image_thumb: a list of small pictures with their text beside them; two columns on desktop. */
export default function LeftImageThumb({ view, eager }: SectionRendererProps) {
  return (
    <SectionShell view={view}>
      <ul className="cs-grid cs-grid--2">
        {view.items.map((record) => (
          <li key={record.id}>
            <Item record={record} eager={eager} />
          </li>
        ))}
      </ul>
    </SectionShell>
  );
}
