import { useAppSelector } from '../../app/hooks';
import { selectToken } from '../../entities/session';
import type { Translate } from '../../entities/language';
import { screenTools } from '../../entities/screenText';
import {
  useGetNotificationsQuery,
  useMarkAllNotificationsReadMutation,
  useMarkNotificationReadMutation,
} from './notificationsApi';

/** New notifications show up within a minute while the member area is open. */
const POLL_MS = 60_000;

/** The caller's notifications and the two ways to mark them read. */
export function useNotifications() {
  const token = useAppSelector(selectToken) ?? '';
  const query = useGetNotificationsQuery(
    { local_token: token },
    { skip: !token, pollingInterval: POLL_MS },
  );
  const [markOne] = useMarkNotificationReadMutation();
  const [markAll, { isLoading: markingAll }] = useMarkAllNotificationsReadMutation();
  return {
    ...query,
    markRead: (id: string) => markOne({ local_token: token, notification_id: id }),
    markAllRead: () => markAll({ local_token: token }),
    markingAll,
  };
}

/**
 * "Notifications, 3 unread": the bell's accessible name. Until the list has loaded it names no
 * count, so nobody (nor a test) reads "none unread" that is not yet known.
 */
export const bellName = (unread: number | undefined, t: Translate = screenTools('en').t) =>
  unread === undefined ? t('bell.name') : t('bell.unread', { n: unread });
