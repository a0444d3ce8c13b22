import { APP_WORDS } from '../app/appWords';
import { en } from '../entities/language/messages/en';
import { CONTACT_WORDS } from '../features/contact/contactWords';
import { DETAIL_WORDS } from '../features/content/pages/detailWords';
import { PAGE_WORDS } from '../features/content/pages/pageWords';
import { SEARCH_WORDS } from '../features/search/searchWords';
import { SECTION_WORDS } from '../features/content/sections/lib/buttonWords';
import { POPUP_WORDS } from '../features/layout/LaunchPopupDialog';

// The content pages keep their English beside the key (pageWord: the first-load catalogue has no
// room): each must say what en.ts says, so the English catalogue stays the one source of the words.
it.each([
  ['appWords', APP_WORDS],
  ['pageWords', PAGE_WORDS],
  ['detailWords', DETAIL_WORDS],
  ['searchWords', SEARCH_WORDS],
  ['contactWords', CONTACT_WORDS],
  ['sectionWords', SECTION_WORDS],
  ['popupWords', POPUP_WORDS],
])('%s says what en.ts says', (_name, words) => {
  for (const [id, english] of Object.entries(words)) {
    expect([id, english]).toEqual([id, en[id as keyof typeof en]]);
  }
});
