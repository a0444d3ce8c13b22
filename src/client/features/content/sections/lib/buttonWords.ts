import {
  DEFAULT_BUTTON_LABEL,
  DEFAULT_PRODUCT_BUTTON_LABEL,
} from '../../../../../shared/domain/constants';
import type { ContentItem } from '../../../../../shared/protocol/contentFields';
import { pageWord, useT, type PageWords } from '../../../../entities/language';
import { isGenericButton, isProduct } from './columns';

/** The sections' own words in English (pageWord: the first-load catalogue has no room). */
export const SECTION_WORDS = {
  'section.knowMore': DEFAULT_BUTTON_LABEL,
  'section.checkProduct': DEFAULT_PRODUCT_BUTTON_LABEL,
  'section.about': 'about {title}',
  'form.close': 'Close',
} satisfies PageWords;

/**
 * A record's button words in the shown language: its own label as the trust wrote it, else the
 * seed's default ("know more", "Check Product" for products); and what a screen reader hears
 * after a generic label.
 */
export function useButtonWords() {
  const tools = useT();
  const word = (id: keyof typeof SECTION_WORDS, values = {}) =>
    pageWord(tools, SECTION_WORDS, id, values);
  return {
    /** The Close button of a record's "read more here" dialog. */
    close: word('form.close'),
    label: (r: ContentItem) =>
      r.buttonLabel.trim() || word(isProduct(r) ? 'section.checkProduct' : 'section.knowMore'),
    context: (r: ContentItem) =>
      isGenericButton(r) ? ` ${word('section.about', { title: r.title.trim() })}` : '',
  };
}
