import { baseApi } from '../../api/baseApi';
import { wireMutation, wireQuery } from '../../api/wireEndpoints';

/**
 * The member's notifications (issue 14). The list also hangs on 'Requests': when the request
 * machine reloads the lists after an answer, the bell hears of it at once.
 */
export const notificationsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getNotifications: wireQuery(build, 'getNotifications', {
      tags: ['Notifications', 'Requests'],
    }),
    markNotificationRead: wireMutation(build, 'markNotificationRead', {
      invalidates: ['Notifications'],
    }),
    markAllNotificationsRead: wireMutation(build, 'markAllNotificationsRead', {
      invalidates: ['Notifications'],
    }),
    getNotificationSettings: wireQuery(build, 'getNotificationSettings', {
      tags: ['Notifications'],
    }),
    saveNotificationSettings: wireMutation(build, 'saveNotificationSettings', {
      invalidates: ['Notifications'],
    }),
  }),
});

export const {
  useGetNotificationsQuery,
  useMarkNotificationReadMutation,
  useMarkAllNotificationsReadMutation,
  useGetNotificationSettingsQuery,
  useSaveNotificationSettingsMutation,
} = notificationsApi;
