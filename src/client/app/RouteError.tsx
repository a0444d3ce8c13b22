import { Link, isRouteErrorResponse, useRouteError } from 'react-router-dom';
import { MESSAGES } from '../../shared/domain/messages';
import '../components/feedback.css';

function describe(error: unknown): string {
  if (isRouteErrorResponse(error)) return `${error.status} ${error.statusText}`.trim();
  if (error instanceof Error) return error.message;
  if (typeof error === 'string') return error;
  return 'Something went wrong while showing this page.';
}

/** Requirements §8: routing errors show 'Unexpected Application Error!' with the error. */
export function RouteError() {
  const error = useRouteError();
  return (
    <div className="error-notice route-error" role="alert">
      <h1 className="error-notice__title">{MESSAGES.routeError}</h1>
      <p className="error-notice__message">{describe(error)}</p>
      <div className="error-notice__actions">
        <Link className="button" to="/">
          Go to the home page
        </Link>
      </div>
    </div>
  );
}
