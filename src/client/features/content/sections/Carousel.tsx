import { Children, useEffect, useRef, useState, type FocusEvent, type ReactNode } from 'react';
import Slider, { type CustomArrowProps, type Settings } from 'react-slick';
import 'slick-carousel/slick/slick.css';
import 'slick-carousel/slick/slick-theme.css';
import './styles/carousel.css';
import { useMediaQuery } from './parts/useMediaQuery';
import { useReducedMotion } from './parts/useReducedMotion';

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

function Arrow({
  direction,
  className,
  onClick,
}: CustomArrowProps & { direction: 'prev' | 'next' }) {
  const disabled = className?.includes('slick-disabled') ?? false;
  return (
    <button
      type="button"
      className={`${className ?? ''} cs-carousel__arrow cs-carousel__arrow--${direction}`}
      onClick={onClick}
      disabled={disabled}
      aria-label={direction === 'prev' ? 'Previous slide' : 'Next slide'}
    >
      <span aria-hidden="true">{direction === 'prev' ? '‹' : '›'}</span>
    </button>
  );
}

// react-slick hides off-screen slides with aria-hidden only; inert keeps their links out of the
// tab order too, so keyboard users never land inside an invisible slide.
function syncInertSlides(root: HTMLElement) {
  root.querySelectorAll<HTMLElement>('.slick-slide').forEach((slide) => {
    slide.inert = slide.getAttribute('aria-hidden') === 'true';
  });
}

/** react-slick, made accessible: labelled arrows and dots, a Pause button, pause on hover/focus. */
export function Carousel({
  label,
  children,
  slidesToShow = 1,
  autoplay = false,
  autoplaySpeed = 6000,
  fade = false,
  dots = true,
  className,
}: CarouselProps) {
  const slides = Children.toArray(children);
  const count = slides.length;
  const reducedMotion = useReducedMotion();
  const sliderRef = useRef<Slider>(null);
  const rootRef = useRef<HTMLDivElement>(null);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [userPaused, setUserPaused] = useState(false);

  const canAutoplay = autoplay && !reducedMotion && count > 1;
  const playing = canAutoplay && !userPaused && !hovered && !focused;

  useEffect(() => {
    if (!canAutoplay) return;
    if (playing) sliderRef.current?.slickPlay();
    else sliderRef.current?.slickPause();
  }, [canAutoplay, playing]);

  useEffect(() => {
    const root = rootRef.current;
    if (!root) return;
    syncInertSlides(root);
    const observer = new MutationObserver(() => syncInertSlides(root));
    observer.observe(root, { subtree: true, attributes: true, attributeFilter: ['aria-hidden'] });
    return () => observer.disconnect();
  }, [count]);

  const onBlur = (event: FocusEvent<HTMLDivElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
  };

  // Chosen here rather than by react-slick's `responsive` option, which did not take effect on
  // phones in Chromium (three 128px slides at 390px wide).
  const phone = useMediaQuery('(max-width: 639px)');
  const tablet = useMediaQuery('(max-width: 1023px)');
  const wanted = phone ? 1 : tablet ? Math.min(slidesToShow, 2) : slidesToShow;
  const show = Math.max(1, Math.min(wanted, count));
  const settings: Settings = {
    accessibility: true,
    arrows: count > show,
    dots: dots && count > show,
    infinite: count > show,
    fade: fade && show === 1,
    speed: reducedMotion ? 0 : 500,
    autoplay: canAutoplay,
    autoplaySpeed,
    pauseOnHover: false,
    pauseOnFocus: false,
    slidesToShow: show,
    slidesToScroll: 1,
    adaptiveHeight: false,
    prevArrow: <Arrow direction="prev" />,
    nextArrow: <Arrow direction="next" />,
    customPaging: (i: number) => (
      <button type="button" aria-label={`Go to slide ${i + 1} of ${count}`} />
    ),
  };

  return (
    <div
      ref={rootRef}
      className={className ? `cs-carousel ${className}` : 'cs-carousel'}
      // A group, not a region: the section around it is already the named landmark.
      role="group"
      aria-roledescription="carousel"
      aria-label={label}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={onBlur}
    >
      {canAutoplay ? (
        <button
          type="button"
          className="cs-carousel__pause"
          onClick={() => setUserPaused((p) => !p)}
          aria-label={userPaused ? 'Play slideshow' : 'Pause slideshow'}
        >
          <span aria-hidden="true">{userPaused ? '▶' : '❚❚'}</span>
        </button>
      ) : null}
      <Slider ref={sliderRef} {...settings}>
        {slides.map((slide, i) => (
          <div
            key={i}
            className="cs-slide"
            role="group"
            aria-roledescription="slide"
            aria-label={`${i + 1} of ${count}`}
          >
            {slide}
          </div>
        ))}
      </Slider>
    </div>
  );
}
