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

// Everything that uses react-slick loads on demand, in one shared chunk, so the first paint of a
// page never waits for the carousel library.
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
 * home page's hero is the LCP element, so it must not wait for react-slick.
 */
export const STATIC_FALLBACK: Readonly<Record<string, SectionRenderer>> = {
  hero_slider: HeroStatic,
};

/** Height kept free while a lazy (carousel) renderer loads, so the page below does not jump. */
export const PLACEHOLDER_HEIGHT: Readonly<Partial<Record<string, number>>> = {
  hero_slider: 550,
  image_slider: 460,
  list_slider: 460,
  blog_carousel: 480,
  testimonials: 320,
  video_slider: 360,
  video_carousel: 560,
} satisfies Partial<Record<SectionType, number>>;

export const rendererFor = (type: string): SectionRenderer | undefined =>
  Object.hasOwn(RENDERERS, type) ? RENDERERS[type as SectionType] : undefined;
