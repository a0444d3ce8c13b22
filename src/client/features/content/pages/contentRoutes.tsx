import { lazy, Suspense, useMemo } from 'react';
import { useLocation, useParams } from 'react-router-dom';
import { PageLoading } from './PageLoading';
import { useChunk } from '../../../components/usedChunks';
import { pageKey } from '../../../entities/menus';
import { useSiteSettings } from '../../../entities/settings';
import { withoutLaunchPopup } from '../launchPopup';
import { ContentPage } from './ContentPage';
import { MemberGreeting } from './MemberGreeting';

/** The route screens that show a generic content page, bundled as one chunk. */

// The detail screen stays its own chunk, loaded here only when a child page turns out to be an entry.
const DetailPage = lazy(() =>
  import(/* webpackChunkName: "page-detail" */ './DetailPage').then((m) => ({
    default: m.DetailPage,
  })),
);

/**
 * The home page: a logged-in member is greeted above its sections (issue #15 item 8). The site's
 * settings name the launch popup's section; the page carries them (bootSettings.ts), so they are
 * there at the first render. It does not wait for them: a QA replay puts back a recorded store
 * without them, and RTK Query reports such an entry as loading for ever.
 */
export function HomeRoute() {
  const { launch_popup_section: popup } = useSiteSettings();
  const pick = useMemo(() => withoutLaunchPopup(popup), [popup]);
  return <ContentPage loc="home" pick={pick} lead={<MemberGreeting />} />;
}

export function LocRoute({ loc }: { loc: string }) {
  return <ContentPage key={loc} loc={loc} />;
}

/** /{category}/{name}: the child page keyed "{category}/{name}". */
export function CategoryChildRoute({ category }: { category: string }) {
  const { name = '' } = useParams();
  const loc = `${category}/${name}`;
  // No page of its own: the name may be an entry listed on the category page (a menu can link
  // an article as /articles/{title}), which opens as the entry's detail page.
  return <ContentPage key={loc} loc={loc} fallback={<EntryDetail loc={category} />} />;
}

/** An entry's detail page in place of a child page, from the detail screen's own chunk. */
function EntryDetail({ loc }: { loc: string }) {
  useChunk('page-detail');
  return (
    <Suspense fallback={<PageLoading />}>
      <DetailPage loc={loc} />
    </Suspense>
  );
}

/** Any other path: the page whose key is the path. */
export function PathRoute() {
  const { pathname } = useLocation();
  const loc = pageKey(pathname);
  return <ContentPage key={loc} loc={loc} />;
}
