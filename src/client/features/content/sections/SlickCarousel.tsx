import { useEffect, useRef, useState, type FocusEvent, type ReactNode } from 'react';
import Slider, { type CustomArrowProps, type Settings } from 'react-slick';
import 'slick-carousel/slick/slick.css';
import 'slick-carousel/slick/slick-theme.css';
import './styles/carousel.css';
import type { CarouselProps } from './Carousel';
import { useReducedMotion } from './parts/useReducedMotion';

export interface SlickCarouselProps extends Omit<CarouselProps, 'children' | 'slidesToShow'> {
  slides: ReactNode[];
  /** Slides side by side now (Carousel chose it for the screen width). */
  show: number;
  /** Called once the slider is in the page: Carousel gives back the focus the static one had. */
  onMounted: (root: HTMLElement) => void;
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

/**
 * react-slick, made accessible: labelled arrows and dots, a Pause button, pause on hover/focus.
 * Loaded on demand by Carousel (its own chunk), once the carousel is seen or touched.
 */
export default function SlickCarousel({
  label,
  slides,
  show,
  onMounted,
  autoplay = false,
  autoplaySpeed = 6000,
  fade = false,
  dots = true,
  className,
}: SlickCarouselProps) {
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
    if (rootRef.current) onMounted(rootRef.current);
    // Once, when the slider replaces the static slides.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

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
