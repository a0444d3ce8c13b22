import { CARDS_PER_ROW } from '../../../../../shared/domain/constants';
import { gridClass, sortByEntryDateDesc } from '../lib/columns';
import { articleHref, blogHref } from '../lib/links';
import { EntryCard } from '../parts/EntryCard';
import { SectionShell } from '../parts/SectionShell';
import type { SectionRendererProps } from '../types';

/** The news page lists the newest first; elsewhere the editors' sortOrder order stands. */
const NEWS_PAGE = 'e_news';

function EntryListing({
  view,
  loc,
  eager,
  kind,
}: SectionRendererProps & { kind: 'article' | 'blog' }) {
  const items = loc === NEWS_PAGE ? sortByEntryDateDesc(view.items) : view.items;
  const href = kind === 'article' ? articleHref : blogHref;
  return (
    <SectionShell view={view}>
      <ul className={`${gridClass(items, CARDS_PER_ROW)} cs-entries`}>
        {items.map((record) => (
          <li key={record.id}>
            <EntryCard record={record} link={href(record)} eager={eager} />
          </li>
        ))}
      </ul>
    </SectionShell>
  );
}

export const ArticleListing = (props: SectionRendererProps) => (
  <EntryListing {...props} kind="article" />
);
export const BlogListing = (props: SectionRendererProps) => <EntryListing {...props} kind="blog" />;
