import { useId } from 'react';
import { Link } from 'react-router-dom';
import { useGetPgDataRecentArticlesQuery } from '../../../entities/content';
import { formatEntryDate } from '../sections/lib/dates';
import { entryPath } from '../../../../shared/domain/links';
import { toContentItem } from '../../../../shared/protocol/contentFields';
import { Media } from '../Media';
import { PICTURE_SIZES } from '../mediaUrl';
import { pageWord, useT } from '../../../entities/language';
import { DETAIL_WORDS } from './detailWords';

const SHOWN = 5;

/** Blogs list recent blogs; every other detail (articles, committee, community) recent articles. */
export const recentSourceFor = (loc: string): string =>
  loc.split('/')[0] === 'blogs' ? 'blogs' : 'articles';

/** The newest dated entries beside a detail screen (getPgDataRecentArticles). */
export function RecentArticles({ loc, currentId }: { loc: string; currentId: number }) {
  const tools = useT();
  const say = (id: keyof typeof DETAIL_WORDS) => pageWord(tools, DETAIL_WORDS, id);
  const headingId = useId();
  const source = recentSourceFor(loc);
  const { currentData, isFetching } = useGetPgDataRecentArticlesQuery({ starts_with: source });
  const items = (currentData ?? [])
    .filter((r) => r.id !== currentId)
    .slice(0, SHOWN)
    .map(toContentItem);

  return (
    <aside className="recent" aria-labelledby={headingId}>
      <h2 id={headingId} className="recent__title">
        {say('detail.recent')}
      </h2>
      {!currentData && isFetching && (
        <p className="recent__note" role="status">
          {say('detail.loading')}
        </p>
      )}
      {currentData && items.length === 0 && <p className="recent__note">{say('detail.none')}</p>}
      {items.length > 0 && (
        <ul className="recent__list">
          {items.map((r) => (
            <li key={r.id}>
              <Link to={entryPath(source, r)} className="recent__item">
                <Media
                  path={r.media}
                  alt=""
                  className="recent__thumb"
                  sizes={PICTURE_SIZES.thumb}
                />
                <span className="recent__text">
                  <span className="recent__name">{r.title}</span>
                  {r.entry_date && (
                    <time className="recent__date" dateTime={r.entry_date}>
                      {formatEntryDate(r.entry_date)}
                    </time>
                  )}
                </span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </aside>
  );
}
