import { useId } from 'react';
import type { ContentItem } from '../../../../../shared/protocol/contentFields';
import { ActionButton } from '../parts/ActionButton';
import { ItemHeading } from '../parts/ItemHeading';
import { RecordMedia } from '../parts/RecordMedia';
import { SafeHtml } from '../parts/SafeHtml';
import { SectionShell } from '../parts/SectionShell';
import type { SectionRendererProps } from '../types';
import '../styles/media-text.css';

function Item({ record, eager }: { record: ContentItem; eager: boolean }) {
  const titleId = useId();
  return (
    <article className="cs-single">
      <RecordMedia
        record={record}
        width={1200}
        height={600}
        eager={eager}
        embed
        className="cs-single__media"
      />
      <div className="cs-single__body">
        {record.extraText.trim() ? <p className="cs-eyebrow">{record.extraText}</p> : null}
        {record.title.trim() ? <ItemHeading id={titleId}>{record.title}</ItemHeading> : null}
        <SafeHtml html={record.richText} />
        <SafeHtml html={record.richText2} />
        <div className="cs-actions">
          <ActionButton record={record} describedBy={record.title.trim() ? titleId : undefined} />
        </div>
      </div>
    </article>
  );
}

/** single_img_text: one wide picture with its text centred beneath. */
export default function SingleImgText({ view, eager }: SectionRendererProps) {
  return (
    <SectionShell view={view}>
      <div className="cs-stack">
        {view.items.map((record) => (
          <Item key={record.id} record={record} eager={eager} />
        ))}
      </div>
    </SectionShell>
  );
}
