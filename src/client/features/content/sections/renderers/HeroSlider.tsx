import { Carousel } from '../Carousel';
import { HeroSlide } from '../parts/HeroSlide';
import { SectionShell } from '../parts/SectionShell';
import { sectionLabel } from '../parts/sectionLabel';
import type { SectionRendererProps } from '../types';

/** hero_slider: full-width slides, pictures no taller than 550px, text laid over them. */
export default function HeroSlider({ view, eager }: SectionRendererProps) {
  return (
    <SectionShell view={view} fullBleed>
      <Carousel label={sectionLabel(view, 'Featured')} autoplay fade className="cs-hero">
        {view.items.map((record, i) => (
          <HeroSlide key={record.id} record={record} eager={eager && i === 0} />
        ))}
      </Carousel>
    </SectionShell>
  );
}
