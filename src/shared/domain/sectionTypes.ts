import type { ContentField } from '../protocol/contentFields';

/** What the site does with a section type beyond drawing it. */
export interface SectionTypeSpec {
  /** One line for docs/sections.md: what an editor gets. */
  doc: string;
  /** The record fields its renderer reads (contentFields.ts names; the heading row aside). */
  fields: readonly ContentField[];
  /** A demo page (content/pages/{demo}.json) that shows one: the content test checks it. */
  demo: string;
  /**
   * banner: titles the page (a picture with text over it); notice: the news ticker; entries:
   * records listed as links to their detail pages (the site search links them so); content:
   * anything else.
   */
  role: 'banner' | 'notice' | 'entries' | 'content';
  /** Its first picture can be the home page's largest paint: the server preloads it. */
  lcp?: true;
  /**
   * Where each record leads when its link field is empty (the client's lib/links.ts): article,
   * /read_now/{title}?rf={id} (its link field is never read); blog, /blog/{title}?rf={id};
   * detail, its entry page on the committee and community pages. The link check follows these.
   */
  opens?: 'article' | 'blog' | 'detail';
  /** Its records are dated entries (entry_date: events, articles, blogs): the console edits the date. */
  dated?: true;
}

/**
 * Every section type the site draws: the one table. The client's renderers
 * (client/features/content/sections/registry.ts, keyed by these names and checked against them
 * by the compiler; it imports only the type, so the first load carries none of this text), the
 * server's site search and LCP preload, the browser tests' route sweep and docs/sections.md all
 * read it. Adding a type: docs/contributing.md.
 */
export const SECTION_TYPES = {
  scroll_message: {
    doc: 'The notice ticker: each record one notice, with an optional link.',
    fields: ['title', 'richText', 'link'],
    demo: 'home',
    role: 'notice',
  },
  home_banner: {
    doc: 'The welcome banner(s), full width, text over the picture.',
    fields: ['title', 'richText', 'media', 'media2', 'link', 'buttonLabel', 'fullScreen'],
    demo: 'services__matrimonial-service',
    role: 'banner',
    lcp: true,
  },
  home_banner2div: {
    doc: 'Two banner panels side by side (stacked on phones).',
    fields: ['title', 'richText', 'media', 'media2', 'link', 'buttonLabel'],
    demo: 'about_us',
    role: 'banner',
  },
  top_banner: {
    doc: "A 300px page banner with the page's notice running along its foot.",
    fields: ['title', 'richText', 'media', 'media2', 'extraText'],
    demo: 'about_us',
    role: 'banner',
    lcp: true,
  },
  list_slider: {
    doc: 'A list of short items (events, notices) as a carousel, three at a time; events (entries with an entry_date) before today are left out.',
    fields: ['title', 'richText', 'media', 'link', 'buttonLabel', 'columnClass'],
    demo: 'home',
    role: 'entries',
    opens: 'detail',
    dated: true,
  },
  card_list: {
    doc: 'Cards with picture, title, text and a button, in a grid.',
    fields: ['title', 'richText', 'media', 'media2', 'link', 'buttonLabel', 'style', 'styleFlag'],
    demo: 'auditing_and_financial_assistance',
    role: 'entries',
    opens: 'detail',
  },
  img_text_desc_img_left: {
    doc: 'Picture left, text right.',
    fields: ['title', 'richText', 'richText2', 'media', 'videoUrl', 'link', 'buttonLabel'],
    demo: 'about_us',
    role: 'content',
  },
  img_text_desc_img_right: {
    doc: 'Picture right, text left.',
    fields: ['title', 'richText', 'richText2', 'media', 'videoUrl', 'link', 'buttonLabel'],
    demo: 'about_us',
    role: 'content',
  },
  left_image_thumb: {
    doc: 'Small pictures with their text beside them; two columns on desktop.',
    fields: ['title', 'richText', 'media', 'link', 'extraText'],
    demo: 'community',
    role: 'entries',
  },
  image_collarge_grid: {
    doc: 'A collage whose first picture spans a double cell on wide screens.',
    fields: ['title', 'media', 'link'],
    demo: 'gallery',
    role: 'content',
  },
  video_slider: {
    doc: 'Several videos side by side (embed link, else the video file).',
    fields: ['title', 'richText', 'media', 'videoUrl'],
    demo: 'gallery',
    role: 'content',
  },
  text_thumbnail: {
    doc: 'Text cards led by a small thumbnail or icon.',
    fields: ['title', 'richText', 'media', 'link', 'buttonLabel'],
    demo: 'about_us',
    role: 'entries',
    opens: 'detail',
  },
  text_description: {
    doc: 'Text only, kept to a readable line length.',
    fields: ['title', 'richText', 'richText2', 'media'],
    demo: 'auditing_and_financial_assistance',
    role: 'content',
  },
  article_listing: {
    doc: 'Article teasers, newest first; each opens its article page.',
    fields: ['title', 'richText', 'extraText', 'sortOrder'],
    demo: 'articles',
    role: 'entries',
    opens: 'article',
    dated: true,
  },
  blog_listing: {
    doc: 'Blog teasers, newest first; each opens its blog page (or its own link).',
    fields: ['title', 'richText', 'link', 'extraText', 'sortOrder'],
    demo: 'blogs',
    role: 'entries',
    opens: 'blog',
    dated: true,
  },
  single_img_text: {
    doc: 'One wide picture with its text centred beneath.',
    fields: ['title', 'richText', 'richText2', 'media', 'extraText'],
    demo: 'home',
    role: 'content',
  },
  image_gallery: {
    doc: 'Photos and videos, four per row on large screens.',
    fields: ['title', 'media', 'link'],
    demo: 'gallery',
    role: 'content',
  },
  collapse_pan: {
    doc: 'The FAQ accordion (title the question, text the answer); answers open independently.',
    fields: ['title', 'richText'],
    demo: 'auditing_and_financial_assistance',
    role: 'content',
  },
  testimonials: {
    doc: 'What members say, two at a time on large screens, with an optional star rating.',
    fields: ['title', 'richText', 'richText2', 'media', 'extraText'],
    demo: 'home',
    role: 'content',
  },
  how_we_do: {
    doc: 'Numbered steps, icon beside the text.',
    fields: ['title', 'richText', 'media', 'extraText'],
    demo: 'home',
    role: 'content',
  },
  how_we_do_top_icon: {
    doc: 'The same steps as centred tiles with the icon on top.',
    fields: ['title', 'richText', 'media', 'extraText'],
    demo: 'community',
    role: 'content',
  },
  hero_slider: {
    doc: 'Full-width slides, pictures no taller than 550px, text laid over them.',
    fields: ['title', 'richText', 'media', 'media2', 'link', 'buttonLabel', 'fullScreen'],
    demo: 'home',
    role: 'banner',
    lcp: true,
  },
  image_slider: {
    doc: 'Picture cards with a category, title and text, as a carousel.',
    fields: ['title', 'richText', 'media', 'extraText'],
    demo: 'gallery',
    role: 'content',
  },
  blog_carousel: {
    doc: 'Blog teasers in a carousel; each opens its blog page (or its own link).',
    fields: ['title', 'richText', 'media', 'link'],
    demo: 'home',
    role: 'content',
    opens: 'blog',
    dated: true,
  },
  image_text: {
    doc: "Picture left or right, text, and a button that links or opens a dialog ('#' link).",
    fields: [
      'title',
      'richText',
      'richText2',
      'media',
      'link',
      'buttonLabel',
      'styleFlag',
      'columnClass',
      'extraText',
    ],
    demo: 'about_us',
    role: 'content',
  },
  full_banner: {
    doc: 'A full-width banner: the first record the overlay, each further record one more button.',
    fields: ['title', 'richText', 'media', 'media2', 'link', 'buttonLabel', 'fullScreen'],
    demo: 'home',
    role: 'banner',
    lcp: true,
  },
  video_carousel: {
    doc: 'One large video at a time with its description.',
    fields: ['title', 'richText', 'media', 'videoUrl'],
    demo: 'home',
    role: 'content',
  },
  profile_block: {
    doc: 'Profile cards (committee members): photo, name, role; each opens its own page.',
    fields: ['title', 'richText', 'media', 'link', 'columnClass', 'extraText'],
    demo: 'committee',
    role: 'entries',
    opens: 'detail',
  },
} as const satisfies Record<string, SectionTypeSpec>;

export type SectionType = keyof typeof SECTION_TYPES;

const entries = Object.entries(SECTION_TYPES) as [SectionType, SectionTypeSpec][];
const typesWhere = (test: (spec: SectionTypeSpec) => boolean): SectionType[] =>
  entries.filter(([, spec]) => test(spec)).map(([type]) => type);

export const SECTION_TYPE_NAMES = entries.map(([type]) => type);

export const isSectionType = (type: string): type is SectionType =>
  Object.hasOwn(SECTION_TYPES, type);

/** Sections whose records the site search lists as links to their detail pages. */
export const ENTRY_SECTION_TYPES = typesWhere((s) => s.role === 'entries');
/** Sections that title a page (banners, the ticker): never a listed entry. */
export const PAGE_TITLE_SECTION_TYPES = typesWhere(
  (s) => s.role === 'banner' || s.role === 'notice',
);
/** Sections whose first picture the server may preload as the home page's largest paint. */
export const LCP_SECTION_TYPES = typesWhere((s) => s.lcp === true);
