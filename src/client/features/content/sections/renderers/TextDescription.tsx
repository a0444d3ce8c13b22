import { useId } from 'react';
import type { ContentItem } from '../../../../../shared/protocol/contentFields';
import { ActionButton } from '../parts/ActionButton';
import { ContentImage } from '../parts/ContentImage';
import { ItemHeading } from '../parts/ItemHeading';
import { SafeHtml } from '../parts/SafeHtml';
import { SectionShell } from '../parts/SectionShell';
import type { SectionRendererProps } from '../types';
import '../styles/media-text.css';

function Item({ record }: { record: ContentItem }) {
  const titleId = useId();
  return (
    <article className="cs-prose">
      {record.title.trim() ? (
        <div className="cs-prose__title">
          <ContentImage
            path={record.media}
            alt=""
            width={48}
            height={48}
            className="cs-prose__icon"
          />
          <ItemHeading id={titleId}>{record.title}</ItemHeading>
        </div>
      ) : null}
      <SafeHtml html={record.richText} />
      <SafeHtml html={record.richText2} />
      <div className="cs-actions">
        <ActionButton record={record} describedBy={record.title.trim() ? titleId : undefined} />
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
