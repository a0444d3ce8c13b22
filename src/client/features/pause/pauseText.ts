const DAY = new Intl.DateTimeFormat('en-IN', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'Asia/Kolkata',
});

/** "Your profile is paused until 31 March 2026." — the day in India, as the server's answer says it. */
export const pausedUntilText = (until: string | null): string =>
  until === null
    ? 'Your profile is paused until you resume it.'
    : `Your profile is paused until ${DAY.format(new Date(until))}.`;

export const WHILE_PAUSED =
  'While it is paused, members do not find you in search and cannot send you new interests. Members you have already accepted keep your contact details.';

export const CHOOSE_DURATION = 'Please choose how long to pause your profile.';
