/** Texts of blocking, reporting and the shortlist (issue #14 items 5, 6, 8) and the reports queue. */
export const SAFETY_MESSAGES = {
  memberNotFound: 'This member could not be found.',
  notYourself: 'You cannot do this to your own profile.',
  blocked: 'Member blocked. You will no longer see each other.',
  unblocked: 'Member unblocked.',
  notBlocked: 'You have not blocked this member.',
  reported:
    'Thank you. Our team will look into your report; the member has been blocked and will not be told who reported.',
  unknownReason: 'Please choose a reason from the list.',
  wordsNeeded: 'Please say in a few words what happened.',
  wordsTooLong: (max: number) =>
    `Please keep your words under ${max.toLocaleString('en-IN')} characters.`,
  shortlisted: 'Added to your shortlist.',
  unshortlisted: 'Removed from your shortlist.',
  reportNotOpen: 'This report could not be found or is already closed.',
  noteNeeded: 'Please write a note on what was done.',
  noteTooLong: (max: number) =>
    `Please keep the note under ${max.toLocaleString('en-IN')} characters.`,
  reportClosed: 'The report has been closed.',
} as const;
