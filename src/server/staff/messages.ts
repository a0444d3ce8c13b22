/** Texts of the team console's calls. */
export const STAFF_MESSAGES = {
  signInFailed: 'The email or password is not correct.',
  codeRefused: 'This code is not correct or has already been used. Please wait for the next code.',
  challengeExpired: 'Your sign-in has expired. Please sign in again with your password.',
  signedOut: 'You have signed out.',
  notSignedIn: 'Please sign in to the team console.',
  notAllowed: 'Your role does not allow this.',
  tooManyAttempts: (minutes: number) =>
    `Too many attempts. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
  unknownMember: 'This registration could not be found.',
  verified: 'The registration has been verified; the member has been told by mail.',
  rejected: 'The registration has been rejected; the member has been told the reason by mail.',
  changesAsked: 'The member has been asked for changes by mail.',
  unknownReason: 'Please choose a reason from the list.',
  reasonTextNeeded: 'Please say in a few words what the reason is.',
  changesTextNeeded: 'Please say what the member should change.',
  textTooLong: 'Please keep the text under 2,000 characters.',
} as const;
