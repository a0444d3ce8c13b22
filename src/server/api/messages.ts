/** Plain-English texts of the /api service itself (the texts of requirements §8 live in shared/). */
export const API_MESSAGES = {
  unknownCall: 'This service does not exist.',
  noCallName: 'The request did not say which service it is for.',
  callMismatch: 'The request named two different services.',
  repeatedField: (name: string) => `The field "${name}" was sent more than once.`,
  unknownField: (name: string) => `The field "${name}" is not expected by this service.`,
  missingField: (name: string) => `The field "${name}" is missing.`,
  unreadable: 'The request could not be read.',
  tooLarge: 'The request is too large. Please shorten it and try again.',
  wrongType: 'The request must be sent as a form (application/x-www-form-urlencoded).',
  internal: 'Something went wrong on our side. Please try again.',
  pageNotFound: 'This page could not be found.',
  entryNotFound: 'This page could not be found.',
  contactThanks: 'Thank you for writing to us. We will get back to you soon.',
} as const;
