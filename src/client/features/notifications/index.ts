// Public face of the member's notifications (issue 14): the bell the member frame shows. The
// router loads NotificationsPage itself, as its own chunk.
export { NotificationBell } from './NotificationBell';
