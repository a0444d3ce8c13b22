import type { MailMessage } from '../plugins/mail';

const NOT_YOU = 'If you did not ask for this, please change your password at once and contact us.';

/** To the new address: the link that makes it the login email. */
export const confirmEmailMail = (
  to: string,
  name: string,
  link: string,
  hours: number,
): MailMessage => ({
  to,
  subject: 'Please confirm your new email address',
  text:
    `Dear ${name},\n\nPlease open this link to make this address the email you log in with:\n\n` +
    `${link}\n\nThe link works for ${hours} hours. Until it is opened your email stays as it ` +
    `was. If you did not ask for this, you can ignore this mail.`,
});

/** To the current address, as soon as a change is asked (a session thief cannot hide it). */
export const emailChangeAskedMail = (to: string, name: string, newEmail: string): MailMessage => ({
  to,
  subject: 'A change of your email address was asked',
  text:
    `Dear ${name},\n\nSomeone logged in to your account asked to change its email address to ` +
    `${newEmail}. The change happens only when the link we sent to that address is opened.` +
    `\n\n${NOT_YOU}`,
});

/** To the old address once the link was opened. */
export const emailChangedMail = (to: string, name: string, newEmail: string): MailMessage => ({
  to,
  subject: 'Your email address has been changed',
  text:
    `Dear ${name},\n\nThe email address of your account is now ${newEmail}; this address ` +
    `will no longer be used.\n\n${NOT_YOU}`,
});

/** To the holder of an address or number another member tried to move onto their account. */
export const contactTakenAttemptMail = (to: string, name: string): MailMessage => ({
  to,
  subject: 'Someone tried to use your email address or mobile number',
  text:
    `Dear ${name},\n\nA member just tried to change their account's email address or mobile ` +
    `number to yours. Nothing has changed on your account, and they were not told it is ` +
    `yours. If you know nothing of this, you can ignore this mail.`,
});

export const mobileChangedMail = (to: string, name: string, mobile: string): MailMessage => ({
  to,
  subject: 'Your mobile number has been changed',
  text:
    `Dear ${name},\n\nThe mobile number of your account has been changed to ${mobile}.` +
    `\n\n${NOT_YOU}`,
});
