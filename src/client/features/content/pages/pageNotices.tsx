import { lazy, Suspense, type ComponentProps } from 'react';
import { PageLoading } from './PageLoading';

// Not found and a page that did not load are rare: their code and words are a chunk of their own,
// out of the first load (which issue #18's languages filled), fetched when one is shown.
const NotFound = lazy(() =>
  import(/* webpackChunkName: "page-notice" */ './NotFound').then((m) => ({ default: m.NotFound })),
);
const PageProblem = lazy(() =>
  import(/* webpackChunkName: "page-notice" */ './PageProblem').then((m) => ({
    default: m.PageProblem,
  })),
);

/** "We could not find this page", loaded when needed. */
export function NotFoundNotice() {
  return (
    <Suspense fallback={<PageLoading />}>
      <NotFound />
    </Suspense>
  );
}

/** A page that did not load (or a missing one), loaded when needed. */
export function PageProblemNotice(props: ComponentProps<typeof PageProblem>) {
  return (
    <Suspense fallback={<PageLoading />}>
      <PageProblem {...props} />
    </Suspense>
  );
}
