import type { ReactNode } from 'react';
import './forms.css';

/** The alert of a failed form check; remounted (keyed) so each failed attempt is read out. */
export function CheckAlert({
  alert,
  aside,
}: {
  alert: { key: number; text: string } | null;
  /** Said after the alert inside its box (the Hindi meaning of the seed's English words). */
  aside?: ReactNode;
}) {
  if (!alert) return null;
  return (
    <div key={alert.key} role="alert" className="form-notice form-notice--error">
      <strong lang={aside ? 'en' : undefined}>{alert.text}</strong>
      {aside}
    </div>
  );
}

export interface Notice {
  tone: 'error' | 'success' | 'info';
  text: string;
}

/** A call's outcome: errors interrupt (role=alert), good news waits its turn (role=status). */
export function NoticeBox({
  notice,
  id,
  aside,
  textLang,
}: {
  notice: Notice | null;
  id?: string;
  /** Said after the notice inside its box (e.g. the Hindi meaning of a seed message). */
  aside?: ReactNode;
  /** The notice's own language when it differs from the page's (the service writes English). */
  textLang?: string;
}) {
  if (!notice) return null;
  return (
    <div
      id={id}
      tabIndex={-1}
      role={notice.tone === 'error' ? 'alert' : 'status'}
      className={`form-notice form-notice--${notice.tone}`}
    >
      {textLang ? <span lang={textLang}>{notice.text}</span> : notice.text}
      {aside}
    </div>
  );
}
