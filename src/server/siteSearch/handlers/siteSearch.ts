import { checkSearchWords } from '../../../shared/domain/siteSearch';
import type { Handler } from '../../api/handler';
import { answer, invalid } from '../../api/outcome';
import { listMenus } from '../../content';
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
  const pages = visitorPages(await listMenus(db));
  const [menuIds, records] = await Promise.all([
    findMenuIdsMatching(db, words),
    findRecordsMatching(db, words, [...pages.keys()], CANDIDATES),
  ]);
  return answer({
    q,
    results: searchResults({ q, pages, matchedMenuIds: new Set(menuIds), records }),
  });
};
