import { useId } from 'react';
import type { ContentRecord } from '../../../../../shared/protocol/types';
import { ActionButton } from '../parts/ActionButton';
import { ContentImage } from '../parts/ContentImage';
import { ItemHeading } from '../parts/ItemHeading';
import { SafeHtml } from '../parts/SafeHtml';
import { SectionShell } from '../parts/SectionShell';
import type { SectionRendererProps } from '../types';
import '../styles/media-text.css';

function Item({ record }: { record: ContentRecord }) {
  const titleId = useId();
  return (
    <article className="cs-prose">
      {record.col1.trim() ? (
        <div className="cs-prose__title">
          <ContentImage
            path={record.col4}
            alt=""
            width={48}
            height={48}
            className="cs-prose__icon"
          />
          <ItemHeading id={titleId}>{record.col1}</ItemHeading>
        </div>
      ) : null}
      <SafeHtml html={record.col2} />
      <SafeHtml html={record.col3} />
      <div className="cs-actions">
        <ActionButton record={record} describedBy={record.col1.trim() ? titleId : undefined} />
      </div>
    </article>
  );
}

/** text_description: text only, kept to a readable line length. */
export default function TextDescription({ view }: SectionRendererProps) {
  return (
    <SectionShell view={view}>
      <div className="cs-stack">
        {view.items.map((record) => (
          <Item key={record.id} record={record} />
        ))}
      </div>
    </SectionShell>
  );
}
