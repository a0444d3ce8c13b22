import type { ReactNode } from 'react';
import './feedback.css';

interface ErrorNoticeProps {
  title?: string;
  message: ReactNode;
  onRetry?: () => void;
  retryLabel?: string;
  children?: ReactNode;
}

/** Seed "alerts" become this in-page alert region, never window.alert. */
export function ErrorNotice({
  title,
  message,
  onRetry,
  retryLabel = 'Try again',
  children,
}: ErrorNoticeProps) {
  return (
    <div className="error-notice" role="alert">
      {title && <h2 className="error-notice__title">{title}</h2>}
      <p className="error-notice__message">{message}</p>
      {(onRetry || children) && (
        <div className="error-notice__actions">
          {onRetry && (
            <button type="button" className="button" onClick={onRetry}>
              {retryLabel}
            </button>
          )}
          {children}
        </div>
      )}
    </div>
  );
}
