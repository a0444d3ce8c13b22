/**
 * The simple address pattern of requirements §5.2: word characters with optional dots or hyphens, an @, a domain,
 * and a 2–3 letter ending. Written without nested quantifiers so it cannot backtrack badly.
 */
export const EMAIL_PATTERN = /^\w+(?:[.-]\w+)*@\w+(?:[.-]\w+)*\.[A-Za-z]{2,3}$/;
export const EMAIL_MAX_LENGTH = 254;

export const isEmail = (s: string): boolean =>
  s.length <= EMAIL_MAX_LENGTH && EMAIL_PATTERN.test(s);
