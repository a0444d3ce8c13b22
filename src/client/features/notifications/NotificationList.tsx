import { Link } from 'react-router-dom';
import { memberScreenTitleIn } from '../../entities/language';
import type { NotificationItem } from '../../../shared/protocol/notificationCalls';
import { dayText, textOr, useScreenT } from '../../entities/screenText';

const WHEN = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'Asia/Kolkata',
});

interface Props {
  items: readonly NotificationItem[];
  onMarkRead: (id: string) => void;
  /** Links close the popover they sit in. */
  onOpen?: () => void;
}

/** The notifications, newest first: each says what happened and links to where it happened. */
export function NotificationList({ items, onMarkRead, onOpen }: Props) {
  const tools = useScreenT();
  const { t } = tools;
  if (items.length === 0) return <p className="notifications__empty">{t('bell.empty')}</p>;
  return (
    <ul className="notifications__list" aria-label={t('bell.name')}>
      {items.map((item) => (
        <li
          key={item.id}
          className={`notifications__item${item.read ? '' : ' notifications__item--unread'}`}
        >
          <p className="notifications__text">
            {!item.read && <span className="visually-hidden">{t('notifications.unreadMark')}</span>}
            {textOr(t, `notifications.text.${item.kind}`, item.text)}
          </p>
          <p className="notifications__meta">
            <time dateTime={item.created_at}>
              {dayText(tools, WHEN.format(new Date(item.created_at)))}
            </time>{' '}
            <Link to={`/${item.screen}`} onClick={onOpen}>
              {t('notifications.goTo', {
                screen: memberScreenTitleIn(tools, `/${item.screen}`) ?? item.screen,
              })}
            </Link>
            {!item.read && (
              <button
                type="button"
                className="button button--quiet notifications__mark"
                onClick={() => onMarkRead(item.id)}
              >
                {t('bell.markRead')}
              </button>
            )}
          </p>
        </li>
      ))}
    </ul>
  );
}
