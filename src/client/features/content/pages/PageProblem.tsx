import type { SerializedError } from '@reduxjs/toolkit';
import { ErrorNotice } from '../../../components/ErrorNotice';
import { isWireError, type WireError } from '../../../api/wireBaseQuery';
import { NotFound } from './NotFound';

interface PageProblemProps {
  error: WireError | SerializedError;
  onRetry: () => void;
}

/** Status 0 (no data) is a missing page; anything else may pass, so it can be tried again. */
export function PageProblem({ error, onRetry }: PageProblemProps) {
  if (isWireError(error) && error.status === '0') return <NotFound />;
  return (
    <div className="container">
      <ErrorNotice
        title="This page could not be loaded"
        message={error.message ?? 'Something went wrong.'}
        onRetry={onRetry}
      />
    </div>
  );
}
