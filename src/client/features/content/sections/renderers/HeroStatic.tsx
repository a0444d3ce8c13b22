import { BannerPanel } from '../parts/BannerPanel';
import { SectionShell } from '../parts/SectionShell';
import { sectionLabel } from '../parts/sectionLabel';
import type { SectionRendererProps } from '../types';
import '../styles/carousel.css';

/**
 * hero_slider before react-slick has arrived: the first slide, painted at once, in the box the
 * slider will fill. Every slide is laid out in the same grid cell (the rest unseen), so the box is
 * as tall as the tallest slide, as slick's track is: swapping in the slider shifts nothing.
 */
export default function HeroStatic({ view, eager }: SectionRendererProps) {
  return (
    <SectionShell view={view} fullBleed>
      <div
        className="cs-carousel cs-hero cs-carousel--static"
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
            <BannerPanel
              record={record}
              eager={eager && i === 0}
              width={1600}
              height={550}
              className="cs-banner--hero"
            />
          </div>
        ))}
      </div>
    </SectionShell>
  );
}
