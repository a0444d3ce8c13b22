import { useAppSelector } from '../../app/hooks';
import { ErrorNotice } from '../../components/ErrorNotice';
import { LoadingState } from '../../components/LoadingState';
import { selectToken } from '../../entities/session';
import { useGetNotificationSettingsQuery } from './notificationsApi';
import { NotificationList } from './NotificationList';
import { NotificationSettingsForm } from './NotificationSettingsForm';
import { useNotifications } from './useNotifications';
import './notifications.css';

/** /notifications: every notification (the newest 50) and the mail settings (issue 14). */
export function NotificationsPage() {
  const token = useAppSelector(selectToken) ?? '';
  const list = useNotifications();
  const settings = useGetNotificationSettingsQuery({ local_token: token });
  const unread = list.data?.unread ?? 0;

  return (
    <section className="notifications" aria-labelledby="notifications-heading">
      <h1 id="notifications-heading">Notifications</h1>
      {list.isLoading && <LoadingState label="Loading your notifications…" />}
      {list.error && (
        <ErrorNotice
          title="Your notifications could not be loaded"
          message="Please check your connection."
          onRetry={() => void list.refetch()}
        />
      )}
      {list.data && (
        <>
          <p>
            {unread === 0 ? 'You have read them all.' : `${unread} unread.`}{' '}
            {unread > 0 && (
              <button
                type="button"
                className="button button--quiet"
                disabled={list.markingAll}
                onClick={() => void list.markAllRead()}
              >
                Mark all as read
              </button>
            )}
          </p>
          <NotificationList items={list.data.items} onMarkRead={(id) => void list.markRead(id)} />
        </>
      )}
      <h2>Mails</h2>
      {settings.error && (
        <ErrorNotice
          message="Your mail settings could not be loaded."
          onRetry={() => void settings.refetch()}
        />
      )}
      {settings.data && <NotificationSettingsForm saved={settings.data} />}
    </section>
  );
}
