import { Carousel } from '../Carousel';
import { recordLink } from '../lib/links';
import { Card } from '../parts/Card';
import { SectionShell } from '../parts/SectionShell';
import { sectionLabel } from '../parts/sectionLabel';
import type { SectionRendererProps } from '../types';

/** list_slider: a list of short items (events, notices) as a carousel, three at a time. */
export default function ListSlider({ view, loc, eager }: SectionRendererProps) {
  return (
    <SectionShell view={view}>
      <Carousel label={sectionLabel(view, 'Highlights')} slidesToShow={3}>
        {view.items.map((record) => (
          <Card
            key={record.id}
            record={record}
            eager={eager}
            link={recordLink(record, loc)}
            subtitle
            thumb
          />
        ))}
      </Carousel>
    </SectionShell>
  );
}
