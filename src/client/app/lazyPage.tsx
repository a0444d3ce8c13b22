import { Suspense, lazy, useState, type ComponentType } from 'react';
import { LoadingState } from '../components/LoadingState';
import { ChunkErrorBoundary } from './ChunkErrorBoundary';

/**
 * A route screen in its own chunk. React.lazy keeps a failed import for good, so Retry makes a
 * fresh lazy component: webpack forgets a failed chunk and downloads it again.
 */
export function lazyPage<P extends object>(load: () => Promise<ComponentType<P>>) {
  const make = () => lazy(async () => ({ default: await load() }));
  let Current = make();

  function LazyPage(props: P) {
    const [, setAttempt] = useState(0);
    const Page = Current;
    return (
      <ChunkErrorBoundary
        onRetry={() => {
          Current = make();
          setAttempt((n) => n + 1);
        }}
      >
        <Suspense fallback={<LoadingState />}>
          <Page {...props} />
        </Suspense>
      </ChunkErrorBoundary>
    );
  }
  return LazyPage;
}
