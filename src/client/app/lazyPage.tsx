import { Suspense, lazy, useState, type ComponentType } from 'react';
import { LoadingState } from '../components/LoadingState';
import { useChunk } from '../components/usedChunks';
import { pageWord, useT } from '../entities/language';
import { APP_WORDS } from './appWords';
import { ChunkErrorBoundary } from './ChunkErrorBoundary';

/**
 * A route screen in its own chunk. React.lazy keeps a failed import for good, so Retry makes a
 * fresh lazy component: webpack forgets a failed chunk and downloads it again. `chunk` (the
 * import's webpackChunkName) lets a server-written page link the chunk's style sheet.
 */
export function lazyPage<P extends object>(load: () => Promise<ComponentType<P>>, chunk?: string) {
  const make = () => lazy(async () => ({ default: await load() }));
  let Current = make();

  function LazyPage(props: P) {
    useChunk(chunk);
    const [, setAttempt] = useState(0);
    const Page = Current;
    return (
      <ChunkErrorBoundary
        onRetry={() => {
          Current = make();
          setAttempt((n) => n + 1);
        }}
      >
        <Suspense fallback={<ScreenLoading />}>
          <Page {...props} />
        </Suspense>
      </ChunkErrorBoundary>
    );
  }
  return LazyPage;
}

/** "Loading…" in the shown language while a screen's code arrives. */
function ScreenLoading() {
  return <LoadingState label={pageWord(useT(), APP_WORDS, 'app.loading')} />;
}
