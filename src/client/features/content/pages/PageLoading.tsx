import { LoadingState } from '../../../components/LoadingState';
import { pageWord, useT } from '../../../entities/language';
import { PAGE_WORDS } from './pageWords';

/** "Loading the page…" in the shown language, while a content page is on its way. */
export function PageLoading() {
  return <LoadingState label={pageWord(useT(), PAGE_WORDS, 'page.loading')} />;
}
