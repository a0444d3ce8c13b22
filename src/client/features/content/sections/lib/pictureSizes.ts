/**
 * How wide each kind of content picture is drawn, as an `img sizes`: with it the picture gets a
 * srcset of the WebP widths the server makes (shared/domain/mediaVariants.ts), and the browser
 * fetches the smallest that fills the box instead of the editor's original. Each is an upper
 * bound of the section styles' boxes (styles/base.css's .cs-grid, banners.css, gallery.css).
 */
export const PICTURE_SIZES = {
  /** Full-bleed banners and hero slides. */
  banner: '100vw',
  /** Gallery tiles: two a row up to 1023 px, then three or four in the 1200 px container. */
  gallery: '(max-width: 1023px) 50vw, 300px',
  /**
   * Cards and blog teasers, alone or in a carousel: one a row on a phone, two up to 1023 px, then
   * at least three in the 1200 px container (400 px; four or six a row are narrower still).
   */
  card: '(max-width: 639px) 100vw, (max-width: 1023px) 50vw, 400px',
  /** Picture beside text (styles/media-text.css): the page's width, two columns from 860 px. */
  mediaText: '(max-width: 859px) 100vw, 600px',
  /** The recent articles' thumbnails on a detail page (pages/detail.css: 72 px squares). */
  thumb: '72px',
  /** A detail page's main picture: the page's width below 900 px, then its wide column. */
  detail: '(max-width: 899px) 100vw, 800px',
  /** A picture in a dialog (components/Modal.css: at most 640 px). */
  dialog: '(max-width: 640px) 100vw, 640px',
} as const;
