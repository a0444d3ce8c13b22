import { Carousel } from '../Carousel';
import { Card } from '../parts/Card';
import { SectionShell } from '../parts/SectionShell';
import { sectionLabel } from '../parts/sectionLabel';
import type { SectionRendererProps } from '../types';

/** image_slider: picture cards with a category (col15), title (col1) and text (col2). */
export default function ImageSlider({ view, eager }: SectionRendererProps) {
  return (
    <SectionShell view={view}>
      <Carousel label={sectionLabel(view, 'Image slider')} slidesToShow={3}>
        {view.items.map((record) => (
          <Card key={record.id} record={record} eager={eager} category={record.col15.trim()} />
        ))}
      </Carousel>
    </SectionShell>
  );
}
