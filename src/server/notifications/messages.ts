/** Texts of the notifications' calls. */
export const NOTIFICATION_MESSAGES = {
  markedRead: 'Marked as read.',
  allMarkedRead: 'All notifications marked as read.',
  notFound: 'This notification could not be found.',
  settingsSaved: 'Your notification settings were saved.',
  settingValue: 'Please choose on or off for each mail.',
} as const;
