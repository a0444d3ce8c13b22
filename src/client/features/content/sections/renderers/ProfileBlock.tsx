import { useId } from 'react';
import type { ContentItem } from '../../../../../shared/protocol/contentFields';
import { imageAlt, perRowOf } from '../lib/columns';
import { recordLink } from '../lib/links';
import { ActionButton } from '../parts/ActionButton';
import { ContentImage } from '../parts/ContentImage';
import { ItemHeading } from '../parts/ItemHeading';
import { SafeHtml } from '../parts/SafeHtml';
import { SectionShell } from '../parts/SectionShell';
import type { SectionRendererProps } from '../types';
import '../styles/cards.css';

function Profile({ record, loc, eager }: { record: ContentItem; loc: string; eager: boolean }) {
  const titleId = useId();
  const hasTitle = record.title.trim() !== '';
  return (
    <article className="cs-profile">
      <ContentImage
        path={record.media}
        alt={imageAlt(record)}
        width={200}
        height={200}
        eager={eager}
        round
        className="cs-profile__photo"
      />
      <div className="cs-profile__body">
        {hasTitle ? <ItemHeading id={titleId}>{record.title}</ItemHeading> : null}
        {record.extraText.trim() ? <p className="cs-profile__role">{record.extraText}</p> : null}
        <SafeHtml html={record.richText} className="cs-profile__text" />
        <ActionButton
          record={record}
          link={recordLink(record, loc)}
          variant="outline"
          describedBy={hasTitle ? titleId : undefined}
        />
      </div>
    </article>
  );
}

/**
 * profile_block: people's cards — photo, name (title), role (extraText), a few words (richText). A columnClass
 * column class lays them out as a grid (the committee); without one each card spans the row.
 */
export default function ProfileBlock({ view, loc, eager }: SectionRendererProps) {
  const perRow = perRowOf(view.items, 1);
  const layout = perRow === 1 ? 'cs-profiles--wide' : 'cs-profiles--grid';
  return (
    <SectionShell view={view}>
      <ul className={`cs-grid cs-grid--${perRow} cs-profiles ${layout}`}>
        {view.items.map((record) => (
          <li key={record.id}>
            <Profile record={record} loc={loc} eager={eager} />
          </li>
        ))}
      </ul>
    </SectionShell>
  );
}
