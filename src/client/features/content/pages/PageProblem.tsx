import type { SerializedError } from '@reduxjs/toolkit';
import { ErrorNotice } from '../../../components/ErrorNotice';
import { isWireError, type WireError } from '../../../api/wireBaseQuery';
import { NotFound } from './NotFound';
import { pageWord, useT } from '../../../entities/language';
import { PAGE_WORDS } from './pageWords';

interface PageProblemProps {
  error: WireError | SerializedError;
  onRetry: () => void;
}

/** Status 0 (no data) is a missing page; anything else may pass, so it can be tried again. */
export function PageProblem({ error, onRetry }: PageProblemProps) {
  const tools = useT();
  const say = (id: keyof typeof PAGE_WORDS) => pageWord(tools, PAGE_WORDS, id);
  if (isWireError(error) && error.status === '0') return <NotFound />;
  return (
    <div className="container">
      <ErrorNotice
        title={say('page.problem')}
        message={error.message ?? say('page.somethingWrong')}
        onRetry={onRetry}
        retryLabel={say('page.tryAgain')}
      />
    </div>
  );
}
