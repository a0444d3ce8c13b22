import { CARDS_PER_ROW } from '../../../../../shared/domain/constants';
import { gridClass } from '../lib/columns';
import { recordLink } from '../lib/links';
import { Card } from '../parts/Card';
import { SectionShell } from '../parts/SectionShell';
import type { SectionRendererProps } from '../types';

/** card_list (also committee and community listings): three cards per row on large screens. */
export default function CardList({ view, loc, eager }: SectionRendererProps) {
  return (
    <SectionShell view={view}>
      <ul className={gridClass(view.items, CARDS_PER_ROW)}>
        {view.items.map((record) => (
          <li key={record.id}>
            <Card record={record} eager={eager} link={recordLink(record, loc)} subtitle />
          </li>
        ))}
      </ul>
    </SectionShell>
  );
}
