import { CARDS_PER_ROW } from '../../../../../shared/domain/constants';
import { gridClass } from '../lib/columns';
import { recordLink } from '../lib/links';
import { Card } from '../parts/Card';
import { SectionShell } from '../parts/SectionShell';
import type { SectionRendererProps } from '../types';

/** text_thumbnail: text cards led by a small thumbnail or icon. */
export default function TextThumbnail({ view, loc, eager }: SectionRendererProps) {
  return (
    <SectionShell view={view}>
      <ul className={gridClass(view.items, CARDS_PER_ROW)}>
        {view.items.map((record) => (
          <li key={record.id}>
            <Card record={record} eager={eager} link={recordLink(record, loc)} subtitle thumb />
          </li>
        ))}
      </ul>
    </SectionShell>
  );
}
