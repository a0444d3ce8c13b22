import { useLocation, useParams } from 'react-router-dom';
import { pageKey } from '../../../entities/menus';
import { withoutLaunchPopup } from '../launchPopup';
import { ContentPage } from './ContentPage';

/** The route screens that show a generic content page, bundled as one chunk. */

export function HomeRoute() {
  return <ContentPage loc="home" pick={withoutLaunchPopup} />;
}

export function LocRoute({ loc }: { loc: string }) {
  return <ContentPage key={loc} loc={loc} />;
}

/** /{category}/{name}: the child page keyed "{category}/{name}". */
export function CategoryChildRoute({ category }: { category: string }) {
  const { name = '' } = useParams();
  const loc = `${category}/${name}`;
  return <ContentPage key={loc} loc={loc} />;
}

/** Any other path: the page whose key is the path. */
export function PathRoute() {
  const { pathname } = useLocation();
  const loc = pageKey(pathname);
  return <ContentPage key={loc} loc={loc} />;
}
