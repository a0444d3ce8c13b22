import { Link, isRouteErrorResponse, useRouteError } from 'react-router-dom';
import { MESSAGES } from '../../shared/domain/messages';
import { pageWord, useT } from '../entities/language';
import { APP_WORDS } from './appWords';
import '../components/feedback.css';

/** What went wrong in the error's own words (English, from the router or the code), if it has any. */
function describe(error: unknown): string | null {
  if (isRouteErrorResponse(error)) return `${error.status} ${error.statusText}`.trim();
  if (error instanceof Error) return error.message;
  if (typeof error === 'string') return error;
  return null;
}

/** Requirements §8: routing errors show 'Unexpected Application Error!' with the error. */
export function RouteError() {
  const error = useRouteError();
  const tools = useT();
  const { t, language } = tools;
  const said = describe(error);
  // Issue #18: the seed's heading stays word for word, in English, with its meaning in Hindi.
  return (
    <div className="error-notice route-error" role="alert">
      <h1 className="error-notice__title">
        <span lang="en">{MESSAGES.routeError}</span>
        {language !== 'en' && (
          <span className="notice-meaning" lang={language}>
            {' '}
            ({t('seed.meaning')} {t('app.routeErrorMeaning')})
          </span>
        )}
      </h1>
      <p className="error-notice__message" lang={said ? 'en' : undefined}>
        {said ?? pageWord(tools, APP_WORDS, 'app.routeErrorFallback')}
      </p>
      <div className="error-notice__actions">
        <Link className="button" to="/">
          {pageWord(tools, APP_WORDS, 'page.home')}
        </Link>
      </div>
    </div>
  );
}
