import { memberScreenTitle } from '../../../shared/domain/memberScreens';
import type { MessageId } from './messages/en';
import type { LanguageTools } from './useT';

/**
 * A member screen's title (the browser tab's words, before the menus name the page) in the shown
 * language, or null off the member screens. English reads the screens table itself: its
 * `screenTitle.…` words live in the screens' half of the catalogue (catalogueParts.ts), which the
 * first load, where the page's title is set, does not carry; Hindi's catalogue has every key.
 */
export function memberScreenTitleIn(
  { language, t }: Pick<LanguageTools, 'language' | 't'>,
  pathname: string,
): string | null {
  const english = memberScreenTitle(pathname);
  if (!english || language === 'en') return english;
  return t(`screenTitle.${english}` as MessageId);
}
