// Only the type: the table's text (docs, fields) stays out of the browser's first load.
import type { SectionType } from '../../../../shared/domain/sectionTypes';
import type { SectionRenderer } from './types';
import CardList from './renderers/CardList';
import CollapsePanel from './renderers/CollapsePanel';
import BlogCarousel from './renderers/BlogCarousel';
import { ArticleListing, BlogListing } from './renderers/EntryListing';
import FullBanner from './renderers/FullBanner';
import HeroSlider from './renderers/HeroSlider';
import { HomeBanner, HomeBanner2Div } from './renderers/HomeBanner';
import { HowWeDo, HowWeDoTopIcon } from './renderers/HowWeDo';
import ImageCollageGrid from './renderers/ImageCollageGrid';
import ImageGallery from './renderers/ImageGallery';
import ImageSlider from './renderers/ImageSlider';
import ImageText from './renderers/ImageText';
import { ImgTextDescLeft, ImgTextDescRight } from './renderers/ImgTextDesc';
import LeftImageThumb from './renderers/LeftImageThumb';
import ListSlider from './renderers/ListSlider';
import ProfileBlock from './renderers/ProfileBlock';
import ScrollMessage from './renderers/ScrollMessage';
import SingleImgText from './renderers/SingleImgText';
import TextDescription from './renderers/TextDescription';
import Testimonials from './renderers/Testimonials';
import TextThumbnail from './renderers/TextThumbnail';
import TopBanner from './renderers/TopBanner';
import { VideoCarousel, VideoSlider } from './renderers/VideoSlides';

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
 * About how tall (px, on a desktop) each type draws, kept free by a section that is not drawn yet
 * (DeferredSection), so the page is about as long as it will be. A guess is enough: a section is
 * drawn before it comes within sight, so a wrong guess moves only what is out of sight.
 */
export const DEFERRED_HEIGHT: Readonly<Record<SectionType, number>> = {
  scroll_message: 56,
  home_banner: 550,
  home_banner2div: 420,
  top_banner: 300,
  list_slider: 520,
  card_list: 640,
  img_text_desc_img_left: 480,
  img_text_desc_img_right: 480,
  left_image_thumb: 520,
  image_collarge_grid: 640,
  video_slider: 420,
  text_thumbnail: 480,
  text_description: 360,
  article_listing: 720,
  blog_listing: 720,
  single_img_text: 640,
  image_gallery: 720,
  collapse_pan: 480,
  testimonials: 420,
  how_we_do: 520,
  how_we_do_top_icon: 520,
  hero_slider: 550,
  image_slider: 560,
  blog_carousel: 560,
  image_text: 480,
  full_banner: 420,
  video_carousel: 760,
  profile_block: 480,
};

/** For a type outside the table (an unknown one draws nothing, but keeps no room either). */
export const deferredHeight = (type: string): number =>
  Object.hasOwn(DEFERRED_HEIGHT, type) ? DEFERRED_HEIGHT[type as SectionType] : 0;

export const rendererFor = (type: string): SectionRenderer | undefined =>
  Object.hasOwn(RENDERERS, type) ? RENDERERS[type as SectionType] : undefined;
