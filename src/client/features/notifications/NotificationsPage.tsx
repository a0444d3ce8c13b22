import { useAppSelector } from '../../app/hooks';
import { ErrorNotice } from '../../components/ErrorNotice';
import { LoadingState } from '../../components/LoadingState';
import { useScreenT } from '../../entities/screenText';
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
  const { t } = useScreenT();

  return (
    <section className="notifications" aria-labelledby="notifications-heading">
      <h1 id="notifications-heading">{t('bell.name')}</h1>
      {list.isLoading && <LoadingState label={t('notifications.loading')} />}
      {list.error && (
        <ErrorNotice
          title={t('notifications.loadFailed')}
          message={t('notifications.checkConnection')}
          onRetry={() => void list.refetch()}
        />
      )}
      {list.data && (
        <>
          <p>
            {unread === 0 ? t('notifications.allRead') : t('notifications.unread', { n: unread })}{' '}
            {unread > 0 && (
              <button
                type="button"
                className="button button--quiet"
                disabled={list.markingAll}
                onClick={() => void list.markAllRead()}
              >
                {t('bell.markAll')}
              </button>
            )}
          </p>
          <NotificationList items={list.data.items} onMarkRead={(id) => void list.markRead(id)} />
        </>
      )}
      <h2>{t('notifications.mails')}</h2>
      {settings.error && (
        <ErrorNotice
          message={t('notifications.settingsFailed')}
          onRetry={() => void settings.refetch()}
        />
      )}
      {settings.data && <NotificationSettingsForm saved={settings.data} />}
    </section>
  );
}
