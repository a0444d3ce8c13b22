/** Texts of report outcomes and the Members page's photo and session actions (issue #16 4, 6). */
export const OUTCOME_MESSAGES = {
  photoNotFound: 'This photo could not be found among the member’s photos.',
  photoRemoved: 'The photo has been removed; the member has been told the reason by mail.',
  sessionsRevoked: 'The member has been signed out everywhere.',
  unknownOutcome: 'Please choose what was done: no action, warned, photo removed or suspended.',
  photoNeeded: 'Please choose the photo to remove.',
  memberGone: 'The reported member’s account no longer exists; only “No action” is possible.',
  alreadySuspended: 'This member is already suspended; please choose another outcome.',
} as const;
