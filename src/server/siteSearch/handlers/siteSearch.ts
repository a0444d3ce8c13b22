import { checkSearchWords } from '../../../shared/domain/siteSearch';
import type { Handler } from '../../api/handler';
import { answer, invalid } from '../../api/outcome';
import { langOf } from '../../../shared/domain/languages';
import { listMenus, localiseRecordRow } from '../../content';
import { findMenuIdsMatching, findRecordsMatching } from '../repositories/siteSearch';
import { searchResults, searchWords, visitorPages } from '../results';

// Records are matched on their rich text and then checked on the visible words, so the query
// fetches more than the answer shows: the demo site has a few hundred records in all.
const CANDIDATES = 200;

/** The header's site search: public pages and entries that hold every word of q. */
export const searchContent: Handler<'searchContent'> = async (request, { db }) => {
  const checked = checkSearchWords(request.q);
  if (!checked.ok) return invalid(checked.message);
  const { q } = checked;
  const words = searchWords(q);
  // lang 'hi': the Hindi texts are searched too, and the results read as a Hindi reader sees them.
  const lang = langOf(request.lang);
  const hindi = lang === 'hi';
  const pages = visitorPages(await listMenus(db, lang));
  const [menuIds, found] = await Promise.all([
    findMenuIdsMatching(db, words, { hindi }),
    findRecordsMatching(db, words, [...pages.keys()], CANDIDATES, { hindi }),
  ]);
  const records = hindi ? found.map((r) => localiseRecordRow(r, lang)) : found;
  return answer({
    q,
    results: searchResults({ q, pages, matchedMenuIds: new Set(menuIds), records }),
  });
};
