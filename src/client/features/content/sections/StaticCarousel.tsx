import type { CSSProperties, ReactNode } from 'react';
import './styles/carousel.css';

export interface StaticCarouselProps {
  label: string;
  slides: ReactNode[];
  show: number;
  withDots: boolean;
  className?: string;
}

/**
 * The slides as plain markup, laid out as react-slick lays them out (a clipped row, `show` cells
 * wide, each cell wrapping its slide in a div and an inline-block, as slick's do, and room for the
 * dots), so the slider replaces it without moving anything. Slides past the first `show` are
 * unseen and out of the tab order until the slider can bring them in.
 */
export function StaticCarousel({ label, slides, show, withDots, className }: StaticCarouselProps) {
  const count = slides.length;
  const classes = ['cs-carousel', 'cs-carousel--static'];
  if (className) classes.push(className);
  return (
    <div
      className={classes.join(' ')}
      role="group"
      aria-roledescription="carousel"
      aria-label={label}
      style={{ '--cs-show': show } as CSSProperties}
    >
      <div className="cs-carousel__list">
        <div className="cs-carousel__track">
          {slides.map((slide, i) => (
            <div
              key={i}
              className="cs-carousel__cell"
              aria-hidden={i >= show || undefined}
              inert={i >= show || undefined}
            >
              <div>
                <div
                  className="cs-slide"
                  role="group"
                  aria-roledescription="slide"
                  aria-label={`${i + 1} of ${count}`}
                  style={{ width: '100%', display: 'inline-block' }}
                >
                  {slide}
                </div>
              </div>
            </div>
          ))}
        </div>
      </div>
      {withDots ? <div className="cs-carousel__dots-space" aria-hidden="true" /> : null}
    </div>
  );
}
