import { Carousel } from '../Carousel';
import { Card } from '../parts/Card';
import { SectionShell } from '../parts/SectionShell';
import { sectionLabel } from '../parts/sectionLabel';
import type { SectionRendererProps } from '../types';

/** image_slider: picture cards with a category (extraText), title (title) and text (richText). */
export default function ImageSlider({ view, eager }: SectionRendererProps) {
  return (
    <SectionShell view={view}>
      <Carousel label={sectionLabel(view, 'Image slider')} slidesToShow={3}>
        {view.items.map((record) => (
          <Card key={record.id} record={record} eager={eager} category={record.extraText.trim()} />
        ))}
      </Carousel>
    </SectionShell>
  );
}
