import type { ReactNode } from 'react';
import { toContentItem } from '../../../../shared/protocol/contentFields';
import type { MenuRecord, Section } from '../../../../shared/protocol/types';
import { useAppSelector } from '../../../app/hooks';
import { selectMenuForPath } from '../../../entities/menus';
import { useT } from '../../../entities/language';
import { useSiteSettings } from '../../../entities/settings';
import { PageLoading } from './PageLoading';
import { useGetPgDataQuery } from '../../../entities/content';
import { SectionList } from '../sections';
import { NotFoundNotice, PageProblemNotice } from './pageNotices';
import './pages.css';

interface ContentPageProps {
  /** Page key: the route path without its leading slash. */
  loc: string;
  /** What the route adds below the sections (the contact form). */
  children?: ReactNode;
  /** What the route shows above the sections, below the page's h1 (the member's greeting). */
  lead?: ReactNode;
  /** Which of the page's sections show inline; all of them unless the route says otherwise. */
  pick?: (sections: Section[]) => Section[];
  /** Shown instead of "not found" when the page key has no sections. */
  fallback?: ReactNode;
}

const all = (sections: Section[]) => sections;

/** The generic content page of requirements §2: the typed sections of one page key. */
export function ContentPage({ loc, children, lead, pick = all, fallback }: ContentPageProps) {
  const menu = useAppSelector((state) => selectMenuForPath(state, loc));
  const { trust_name: trust } = useSiteSettings();
  const { t, language } = useT();
  // currentData, not data: while another page key loads, the previous page must not show.
  const { currentData, error, isFetching, refetch } = useGetPgDataQuery({ loc });
  if (!currentData && isFetching) return <PageLoading />;
  // A page key with nothing behind it answers no sections (entities/content's getPgData).
  if (fallback && currentData?.sections.length === 0) return fallback;
  if (error) return <PageProblemNotice error={error} onRetry={refetch} />;
  const found = currentData?.sections ?? [];
  // A route with its own part (the contact form) still shows it when the page has no sections.
  if (found.length === 0 && !children) return <NotFoundNotice />;
  const sections = pick(found);
  return (
    <div className="content-page" data-loc={loc} aria-busy={isFetching}>
      {/* The page owns the h1; the sections' banners show the title and use h2 and below. */}
      <h1 className="visually-hidden">
        {pageTitle(loc, menu, found, trust) ??
          (language === 'en' ? humanise(loc.split('/').pop() ?? loc) : t('page.untitled'))}
      </h1>
      {lead}
      {sections.length > 0 && (
        <SectionList sections={sections} loc={loc} mediaAlt={currentData?.media_alt} />
      )}
      {children}
    </div>
  );
}

/**
 * Home is the trust itself (its name); other pages take their banner's title or menu label, else
 * null: English then names the page by its key, another language says it is a page of the site.
 */
function pageTitle(loc: string, menu: MenuRecord | null, sections: Section[], trust: string) {
  if (loc === 'home' && trust) return trust;
  const first = sections.find((s) => s.type === 'top_banner')?.records[0];
  const banner = first ? toContentItem(first).title.trim() : '';
  return banner || menu?.col1.trim() || null;
}

const humanise = (key: string) =>
  key
    .replace(/[_-]+/g, ' ')
    .trim()
    .replace(/^\w/, (c) => c.toUpperCase());
