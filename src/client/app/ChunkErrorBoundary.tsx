import { Component, type ReactNode } from 'react';
import { ErrorNotice } from '../components/ErrorNotice';
import { pageWord, useT } from '../entities/language';
import { APP_WORDS } from './appWords';
import { chunkFailure, type ChunkFailure } from './chunkError';

const reloadPage = () => window.location.reload();

interface Props {
  onRetry: () => void;
  children: ReactNode;
}

interface State {
  error: Error | null;
}

/**
 * Catches a route chunk that failed to download and offers to try again. Every other error is
 * passed on to the route's error screen.
 */
export class ChunkErrorBoundary extends Component<Props, State> {
  override state: State = { error: null };

  static getDerivedStateFromError(error: unknown): State {
    return { error: error instanceof Error ? error : new Error(String(error)) };
  }

  private readonly retry = () => {
    this.props.onRetry();
    this.setState({ error: null });
  };

  override render() {
    const { error } = this.state;
    if (!error) return this.props.children;
    const failure = chunkFailure(error);
    if (!failure) throw error;
    return <ChunkProblem failure={failure} error={error} onRetry={this.retry} />;
  }
}

/** The chunk's problem in the shown language (a class cannot read the language's hook). */
function ChunkProblem({
  failure,
  error,
  onRetry,
}: {
  failure: ChunkFailure;
  error: Error;
  onRetry: () => void;
}) {
  const tools = useT();
  const word = (id: keyof typeof APP_WORDS) => pageWord(tools, APP_WORDS, id);
  return (
    <ErrorNotice
      title={word('page.problem')}
      message={word(`app.chunk.${failure}`)}
      onRetry={onRetry}
      retryLabel={word('app.retry')}
    >
      {failure === 'missing' && (
        <button type="button" className="button button--quiet" onClick={reloadPage}>
          {word('app.reload')}
        </button>
      )}
      {/* The browser's own words, as it wrote them. */}
      <small className="error-notice__detail" lang="en">
        {error.message.split('\n')[0]}
      </small>
    </ErrorNotice>
  );
}
