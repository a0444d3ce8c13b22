const DAY = new Intl.DateTimeFormat('en-IN', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'Asia/Kolkata',
});

/** "15 March 2026": the day a pause ends, as the trust's members read it (India time). */
export const pauseDay = (iso: string): string => DAY.format(new Date(iso));

/** Texts of pausing and resuming a profile. */
export const PAUSE_MESSAGES = {
  pausedUntil: (until: string | null) =>
    until === null
      ? 'Your profile is paused until you resume it. Members will not find you in search.'
      : `Your profile is paused until ${pauseDay(until)}. Members will not find you in search.`,
  choice: 'Please choose how long to pause your profile.',
  resumed: 'Your profile is visible again.',
  notPaused: 'Your profile is not paused.',
  /** To a member sending interest to a paused profile: plain, and no date given away. */
  notReceiving: 'This member is not receiving new interests at the moment. Please try again later.',
} as const;
