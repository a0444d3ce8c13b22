import type { Translate } from '../language';

/** The photo lightbox's words (components/lightbox's LightboxWords) in the shown language. */
export const lightboxWords = (t: Translate) => ({
  position: (n: number, of: number) => t('photos.position', { n, of }),
  previous: t('pager.previous'),
  next: t('pager.next'),
  close: t('form.close'),
});
