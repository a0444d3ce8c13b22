import { useId } from 'react';
import type { ContentRecord } from '../../../../../shared/protocol/types';
import { ActionButton } from '../parts/ActionButton';
import { ItemHeading } from '../parts/ItemHeading';
import { RecordMedia } from '../parts/RecordMedia';
import { SafeHtml } from '../parts/SafeHtml';
import { SectionShell } from '../parts/SectionShell';
import type { SectionRendererProps } from '../types';
import '../styles/media-text.css';

function Item({ record, eager }: { record: ContentRecord; eager: boolean }) {
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
        {record.col15.trim() ? <p className="cs-eyebrow">{record.col15}</p> : null}
        {record.col1.trim() ? <ItemHeading id={titleId}>{record.col1}</ItemHeading> : null}
        <SafeHtml html={record.col2} />
        <SafeHtml html={record.col3} />
        <div className="cs-actions">
          <ActionButton record={record} describedBy={record.col1.trim() ? titleId : undefined} />
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
