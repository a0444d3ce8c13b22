// The notifications domain's public face (issue 14, item 10): matching, the staff desk and the
// jobs record events through notify(); the handler table takes the member calls from here.
export { getNotifications, markAllNotificationsRead, markNotificationRead } from './handlers/list';
export { getNotificationSettings, saveNotificationSettings } from './handlers/settings';
export { notify, sendNotice, type Notice } from './notify';
