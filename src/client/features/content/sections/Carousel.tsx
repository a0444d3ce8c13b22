import {
  Children,
  lazy,
  startTransition,
  Suspense,
  useEffect,
  useRef,
  useState,
  type FocusEvent,
  type ReactNode,
} from 'react';
import { useHydrating } from '../../../components/useHydrating';
import { useNearViewport } from '../../../components/useNearViewport';
import { useMediaQuery } from './parts/useMediaQuery';
import { StaticCarousel } from './StaticCarousel';

// react-slick and its style sheets: a chunk of their own, fetched only for a carousel in view.
const SlickCarousel = lazy(() => import(/* webpackChunkName: "section-slick" */ './SlickCarousel'));

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

  const focusInside = useRef(false);
  const [touched, setTouched] = useState(false);
  const [hostRef, near] = useNearViewport(WAKE_MARGIN, { skip: touched });
  // The server writes the plain markup, and hydration must find it: react-slick comes after.
  const hydrating = useHydrating();
  const [active, setActive] = useState(near && !hydrating);
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
