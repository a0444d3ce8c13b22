import { lazy } from 'react';
// Only the type: the table's text (docs, fields) stays out of the browser's first load.
import type { SectionType } from '../../../../shared/domain/sectionTypes';
import type { SectionRenderer } from './types';
import CardList from './renderers/CardList';
import CollapsePanel from './renderers/CollapsePanel';
import { ArticleListing, BlogListing } from './renderers/EntryListing';
import FullBanner from './renderers/FullBanner';
import HeroStatic from './renderers/HeroStatic';
import { HomeBanner, HomeBanner2Div } from './renderers/HomeBanner';
import { HowWeDo, HowWeDoTopIcon } from './renderers/HowWeDo';
import ImageCollageGrid from './renderers/ImageCollageGrid';
import ImageGallery from './renderers/ImageGallery';
import ImageText from './renderers/ImageText';
import { ImgTextDescLeft, ImgTextDescRight } from './renderers/ImgTextDesc';
import LeftImageThumb from './renderers/LeftImageThumb';
import ProfileBlock from './renderers/ProfileBlock';
import ScrollMessage from './renderers/ScrollMessage';
import SingleImgText from './renderers/SingleImgText';
import TextDescription from './renderers/TextDescription';
import TextThumbnail from './renderers/TextThumbnail';
import TopBanner from './renderers/TopBanner';

// The carousels' renderers load on demand, in one chunk of their own (react-slick is a further
// chunk, fetched only for a carousel in view): the first load carries none of them.
const HeroSlider = lazy(
  () => import(/* webpackChunkName: "section-carousels" */ './renderers/HeroSlider'),
);
const ImageSlider = lazy(
  () => import(/* webpackChunkName: "section-carousels" */ './renderers/ImageSlider'),
);
const ListSlider = lazy(
  () => import(/* webpackChunkName: "section-carousels" */ './renderers/ListSlider'),
);
const BlogCarousel = lazy(
  () => import(/* webpackChunkName: "section-carousels" */ './renderers/BlogCarousel'),
);
const Testimonials = lazy(
  () => import(/* webpackChunkName: "section-carousels" */ './renderers/Testimonials'),
);
const VideoSlider = lazy(() =>
  import(/* webpackChunkName: "section-carousels" */ './renderers/VideoSlides').then((m) => ({
    default: m.VideoSlider,
  })),
);
const VideoCarousel = lazy(() =>
  import(/* webpackChunkName: "section-carousels" */ './renderers/VideoSlides').then((m) => ({
    default: m.VideoCarousel,
  })),
);

/**
 * section_type → renderer, for exactly the types of shared/domain/sectionTypes.ts (the compiler
 * refuses a missing or an unknown one). Other types render nothing (and are reported once).
 */
export const RENDERERS: Readonly<Record<SectionType, SectionRenderer>> = {
  scroll_message: ScrollMessage,
  home_banner: HomeBanner,
  home_banner2div: HomeBanner2Div,
  top_banner: TopBanner,
  list_slider: ListSlider,
  card_list: CardList,
  img_text_desc_img_left: ImgTextDescLeft,
  img_text_desc_img_right: ImgTextDescRight,
  left_image_thumb: LeftImageThumb,
  image_collarge_grid: ImageCollageGrid,
  video_slider: VideoSlider,
  text_thumbnail: TextThumbnail,
  text_description: TextDescription,
  article_listing: ArticleListing,
  blog_listing: BlogListing,
  single_img_text: SingleImgText,
  image_gallery: ImageGallery,
  collapse_pan: CollapsePanel,
  testimonials: Testimonials,
  how_we_do: HowWeDo,
  how_we_do_top_icon: HowWeDoTopIcon,
  hero_slider: HeroSlider,
  image_slider: ImageSlider,
  blog_carousel: BlogCarousel,
  image_text: ImageText,
  full_banner: FullBanner,
  video_carousel: VideoCarousel,
  profile_block: ProfileBlock,
};

/**
 * What a lazy renderer shows while its chunk loads, when that can be its own first paint: the
 * home page's hero is the LCP element, so it must not wait for a chunk.
 */
export const STATIC_FALLBACK: Readonly<Partial<Record<SectionType, SectionRenderer>>> = {
  hero_slider: HeroStatic,
};

export const staticFallbackFor = (type: string): SectionRenderer | undefined =>
  Object.hasOwn(STATIC_FALLBACK, type) ? STATIC_FALLBACK[type as SectionType] : undefined;

/**
 * About how tall (px, on a desktop) each type draws, kept free by a section that is not drawn yet
 * (DeferredSection) or whose renderer's chunk is loading, so the page is about as long as it
 * will be. A guess is enough: a section is
 * drawn before it comes within sight, so a wrong guess moves only what is out of sight.
 */
export const DEFERRED_HEIGHT: Readonly<Partial<Record<SectionType, number>>> = {
  scroll_message: 56,
  home_banner: 550,
  top_banner: 300,
  hero_slider: 550,
  text_description: 360,
  card_list: 640,
  single_img_text: 640,
  image_collarge_grid: 640,
  image_gallery: 720,
  article_listing: 720,
  blog_listing: 720,
  video_carousel: 760,
};

/** The rest of the types (text beside a picture, carousels of cards) draw about this tall. */
const USUAL_HEIGHT = 480;

export const rendererFor = (type: string): SectionRenderer | undefined =>
  Object.hasOwn(RENDERERS, type) ? RENDERERS[type as SectionType] : undefined;

/** An unknown type draws nothing, so it keeps no room. */
export const deferredHeight = (type: string): number =>
  rendererFor(type) ? (DEFERRED_HEIGHT[type as SectionType] ?? USUAL_HEIGHT) : 0;
