import { Component, type ReactNode } from 'react';
import { ErrorNotice } from '../components/ErrorNotice';
import { CHUNK_FAILURE_TEXT, chunkFailure } from './chunkError';

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
    return (
      <ErrorNotice
        title="This page could not be loaded"
        message={CHUNK_FAILURE_TEXT[failure]}
        onRetry={this.retry}
        retryLabel="Retry"
      >
        {failure === 'missing' && (
          <button type="button" className="button button--quiet" onClick={reloadPage}>
            Reload the page
          </button>
        )}
        <small className="error-notice__detail">{error.message.split('\n')[0]}</small>
      </ErrorNotice>
    );
  }
}
