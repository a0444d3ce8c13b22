import './forms.css';

/** The alert of a failed form check; remounted (keyed) so each failed attempt is read out. */
export function CheckAlert({ alert }: { alert: { key: number; text: string } | null }) {
  if (!alert) return null;
  return (
    <div key={alert.key} role="alert" className="form-notice form-notice--error">
      <strong>{alert.text}</strong>
    </div>
  );
}

export interface Notice {
  tone: 'error' | 'success' | 'info';
  text: string;
}

/** A call's outcome: errors interrupt (role=alert), good news waits its turn (role=status). */
export function NoticeBox({ notice, id }: { notice: Notice | null; id?: string }) {
  if (!notice) return null;
  return (
    <div
      id={id}
      tabIndex={-1}
      role={notice.tone === 'error' ? 'alert' : 'status'}
      className={`form-notice form-notice--${notice.tone}`}
    >
      {notice.text}
    </div>
  );
}
