import {
  Children,
  lazy,
  startTransition,
  Suspense,
  useEffect,
  useRef,
  useState,
  type CSSProperties,
  type FocusEvent,
  type ReactNode,
} from 'react';
import { useMediaQuery } from './parts/useMediaQuery';
import { useOnApproach } from './parts/useOnApproach';
import './styles/carousel.css';

// react-slick and its style sheets: a chunk of their own, fetched only for a carousel in view.
const SlickCarousel = lazy(
  () => import(/* webpackChunkName: "section-carousels" */ './SlickCarousel'),
);

/**
 * How near (px) a carousel comes to the viewport before react-slick starts: a little ahead, so the
 * swap is usually done before it scrolls in, yet a page of carousels below the fold starts none.
 */
const WAKE_MARGIN = 150;

const FOCUSABLE = 'a[href], button:not([disabled]), iframe, video[controls], [tabindex="0"]';

export interface CarouselProps {
  /** Accessible name of the carousel region. */
  label: string;
  children: ReactNode;
  /** Slides side by side on large screens; fewer on tablets (2) and phones (1). */
  slidesToShow?: number;
  autoplay?: boolean;
  autoplaySpeed?: number;
  fade?: boolean;
  dots?: boolean;
  className?: string;
}

interface StaticProps {
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
function StaticCarousel({ label, slides, show, withDots, className }: StaticProps) {
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

/**
 * A carousel that starts as plain markup (the first slides, at their final size) and becomes
 * react-slick when it nears the viewport or a visitor points at, touches or focuses it: a page of
 * carousels costs no slider start-up until one is wanted (issue #19 item 3). Without
 * IntersectionObserver it starts at once.
 */
export function Carousel({ children, slidesToShow = 1, dots = true, ...rest }: CarouselProps) {
  const slides = Children.toArray(children);
  const count = slides.length;
  // Chosen here rather than by react-slick's `responsive` option, which did not take effect on
  // phones in Chromium (three 128px slides at 390px wide).
  const phone = useMediaQuery('(max-width: 639px)');
  const tablet = useMediaQuery('(max-width: 1023px)');
  const wanted = phone ? 1 : tablet ? Math.min(slidesToShow, 2) : slidesToShow;
  const show = Math.max(1, Math.min(wanted, count));

  const hostRef = useRef<HTMLDivElement>(null);
  const focusInside = useRef(false);
  const [touched, setTouched] = useState(false);
  const near = useOnApproach(hostRef, WAKE_MARGIN, touched);
  const [active, setActive] = useState(near);
  // A transition: the static slides stay on screen (and keep any focus) until the chunk is here.
  useEffect(() => {
    if ((near || touched) && !active) startTransition(() => setActive(true));
  }, [near, touched, active]);

  const wake = () => setTouched(true);
  const onFocus = () => {
    focusInside.current = true;
    wake();
  };
  const onBlur = (event: FocusEvent<HTMLDivElement>) => {
    // Focus leaving for elsewhere, not the static slide being taken out of the page.
    if (event.relatedTarget && !event.currentTarget.contains(event.relatedTarget as Node)) {
      focusInside.current = false;
    }
  };
  // The focused link of a static slide is gone with it: the slider's first one takes its place.
  const onMounted = (root: HTMLElement) => {
    if (!focusInside.current || root.contains(document.activeElement)) return;
    const slide = root.querySelector('.slick-slide.slick-active');
    const target = slide?.querySelector<HTMLElement>(FOCUSABLE) ?? root;
    if (target === root) root.tabIndex = -1;
    target.focus({ preventScroll: true });
  };

  const staticView = (
    <StaticCarousel
      label={rest.label}
      slides={slides}
      show={show}
      withDots={dots && count > show}
      className={rest.className}
    />
  );
  return (
    <div
      ref={hostRef}
      className="cs-carousel-host"
      onPointerEnter={wake}
      onTouchStart={wake}
      onFocus={onFocus}
      onBlur={onBlur}
    >
      <Suspense fallback={staticView}>
        {active ? (
          <SlickCarousel {...rest} dots={dots} slides={slides} show={show} onMounted={onMounted} />
        ) : (
          staticView
        )}
      </Suspense>
    </div>
  );
}
