import { HeroSlide } from '../parts/HeroSlide';
import { SectionShell } from '../parts/SectionShell';
import { sectionLabel } from '../parts/sectionLabel';
import type { SectionRendererProps } from '../types';
import '../styles/carousel.css';

/**
 * hero_slider before its renderer's chunk has arrived: the first slide, painted at once, in the
 * box the slider will fill. Every slide is laid out in the same grid cell (the rest unseen), so
 * the box is as tall as the tallest slide, as slick's track is: swapping in the static carousel
 * and then the slider shifts nothing. Not StaticCarousel itself, which stays out of the first
 * load with the renderers; for a hero (one slide wide, dots over the picture) the boxes agree.
 */
export default function HeroStatic({ view, eager }: SectionRendererProps) {
  return (
    <SectionShell view={view} fullBleed>
      <div
        className="cs-carousel cs-hero cs-carousel--static cs-carousel--stack"
        role="group"
        aria-roledescription="carousel"
        aria-label={sectionLabel(view, 'Featured')}
      >
        {view.items.map((record, i) => (
          <div
            key={record.id}
            className="cs-slide"
            aria-hidden={i > 0 || undefined}
            inert={i > 0 || undefined}
          >
            <HeroSlide record={record} eager={eager && i === 0} />
          </div>
        ))}
      </div>
    </SectionShell>
  );
}
