import { useId, useState } from 'react';
import { Link } from 'react-router-dom';
import { NotificationList } from './NotificationList';
import { bellName, useNotifications } from './useNotifications';
import { useScreenT } from '../../entities/screenText';
import './notifications.css';

/** The newest few in the popover; the screen lists the rest. */
const IN_POPOVER = 5;

/**
 * The bell in the member frame's header: a button named with the unread count ("Notifications,
 * 3 unread") that opens the newest notifications, with mark read and a link to all of them.
 */
export function NotificationBell() {
  const { t } = useScreenT();
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const { data, markRead, markAllRead, markingAll } = useNotifications();
  const unread = data?.unread ?? 0;
  const known = data === undefined ? undefined : unread;

  return (
    <div
      className="bell"
      onKeyDown={(e) => {
        if (e.key === 'Escape') setOpen(false);
      }}
    >
      <button
        type="button"
        className="bell__button"
        aria-label={bellName(known, t)}
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen(!open)}
      >
        {/* A drawn bell, not an emoji: machines without an emoji font show an empty box. */}
        <svg className="bell__icon" viewBox="0 0 24 24" width="22" height="22" aria-hidden="true">
          <path
            fill="currentColor"
            d="M12 22a2.5 2.5 0 0 0 2.45-2h-4.9A2.5 2.5 0 0 0 12 22Zm7-6V11a7 7 0 0 0-5.5-6.84V3a1.5 1.5 0 0 0-3 0v1.16A7 7 0 0 0 5 11v5l-2 2v1h18v-1l-2-2Z"
          />
        </svg>
        {unread > 0 && (
          <span className="bell__count" aria-hidden="true">
            {unread}
          </span>
        )}
      </button>
      {open && (
        <div id={panelId} className="bell__panel" role="region" aria-label={t('bell.name')}>
          <div className="bell__actions">
            {unread > 0 && (
              <button
                type="button"
                className="button button--quiet"
                disabled={markingAll}
                onClick={() => void markAllRead()}
              >
                {t('bell.markAll')}
              </button>
            )}
            <Link to="/notifications" onClick={() => setOpen(false)}>
              {t('bell.all')}
            </Link>
          </div>
          <NotificationList
            items={(data?.items ?? []).slice(0, IN_POPOVER)}
            onMarkRead={(id) => void markRead(id)}
            onOpen={() => setOpen(false)}
          />
        </div>
      )}
    </div>
  );
}
