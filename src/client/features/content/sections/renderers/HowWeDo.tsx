import { useId } from 'react';
import type { ContentItem } from '../../../../../shared/protocol/contentFields';
import { gridClass, imageAlt } from '../lib/columns';
import { ActionButton } from '../parts/ActionButton';
import { ContentImage } from '../parts/ContentImage';
import { ItemHeading } from '../parts/ItemHeading';
import { SafeHtml } from '../parts/SafeHtml';
import { SectionShell } from '../parts/SectionShell';
import type { SectionRendererProps } from '../types';
import '../styles/cards.css';

function Step({
  record,
  eager,
  iconOnTop,
}: {
  record: ContentItem;
  eager: boolean;
  iconOnTop: boolean;
}) {
  const titleId = useId();
  return (
    <article
      className={[
        'cs-step',
        iconOnTop ? 'cs-step--top' : '',
        record.extraText.trim() ? 'cs-step--labelled' : '',
      ].join(' ')}
    >
      <ContentImage
        path={record.media}
        alt={imageAlt(record)}
        width={72}
        height={72}
        eager={eager}
        className="cs-step__icon"
      />
      <div className="cs-step__body">
        {record.extraText.trim() ? <p className="cs-eyebrow">{record.extraText}</p> : null}
        {record.title.trim() ? <ItemHeading id={titleId}>{record.title}</ItemHeading> : null}
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

/** how_we_do: numbered steps, icon beside the text. */
export function HowWeDo({ view, eager }: SectionRendererProps) {
  return (
    <SectionShell view={view}>
      <ol className={`${gridClass(view.items, 2)} cs-steps`}>
        {view.items.map((record) => (
          <li key={record.id}>
            <Step record={record} eager={eager} iconOnTop={false} />
          </li>
        ))}
      </ol>
    </SectionShell>
  );
}

/** how_we_do_top_icon: the same steps as centred tiles with the icon on top. */
export function HowWeDoTopIcon({ view, eager }: SectionRendererProps) {
  const perRow = Math.min(4, Math.max(1, view.items.length));
  return (
    <SectionShell view={view}>
      <ol className={`${gridClass(view.items, perRow)} cs-steps cs-steps--top`}>
        {view.items.map((record) => (
          <li key={record.id}>
            <Step record={record} eager={eager} iconOnTop />
          </li>
        ))}
      </ol>
    </SectionShell>
  );
}
