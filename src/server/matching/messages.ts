/** Texts of search, interest requests and full profiles (those of requirements §8 live in shared/). */
export const MATCHING_MESSAGES = {
  memberNotFound: 'This member could not be found.',
  notToYourself: 'You cannot send a request to yourself.',
  alreadySent: 'You have already sent a request to this member.',
  alreadyReceived:
    'This member has already sent you a request. You can accept it under Interested Members.',
  requestNotFound: 'This request could not be found.',
  alreadyAnswered: 'This request has already been answered.',
  notWithdrawable: 'This request has already been answered and can no longer be withdrawn.',
  requestStatus: 'Please choose Accepted or Rejected.',
  accepted: 'Request accepted.',
  declined: 'Request declined.',
  withdrawn: 'Request withdrawn.',
  profileNotAvailable: 'This profile is not available.',
  interestLimit: (at: string) => `You can send more interests after ${at}.`,
  listLimit:
    'You have looked through a great many members today. You can see new ones again tomorrow; the members you have already seen today are still shown.',
  profileLimit:
    'You have opened a great many full profiles today. You can open new ones again tomorrow.',
  answerLimit: (at: string) => `You can answer or withdraw more interests after ${at}.`,
  expired: 'This interest has expired and can no longer be answered or withdrawn.',
  declinedRecently: (date: string) =>
    `This member declined your interest. You can send another from ${date}.`,
} as const;
