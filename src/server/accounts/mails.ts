import { PHOTO_LINK_DAYS, VERIFICATION_WORKING_DAYS } from '../../shared/domain/afterRegistration';
import type { MailMessage } from '../plugins/mail';

/**
 * The site's mails: plain, short, and carrying nothing private beyond what each one needs.
 * `name` is the member's first name.
 */

export const otpMail = (to: string, code: string, minutes: number): MailMessage => ({
  to,
  subject: 'Your one-time code',
  text:
    `Your one-time code to reset your password is ${code}.\n\n` +
    `It is valid for ${minutes} minutes. If you did not ask for it, you can ignore this mail; ` +
    `your password stays as it is.`,
});

export const passwordChangedMail = (to: string, name: string): MailMessage => ({
  to,
  subject: 'Your password has been changed',
  text:
    `Dear ${name},\n\nThe password of your account has just been changed, and every device ` +
    `that was logged in has been logged out.\n\nIf you did not do this, please contact us ` +
    `at once.`,
});

/**
 * The thank-you of a member's own registration, with the link that lets her add photos while she
 * waits (issue #15 item 7): the only way in before verification, so it says how long it works.
 */
export const registrationReceivedMail = (
  to: string,
  name: string,
  photosLink: string,
): MailMessage => ({
  to,
  subject: 'We have received your registration',
  text:
    `Dear ${name},\n\nThank you for registering. Our team will check your biodata and call ` +
    `your reference persons; this usually takes ${VERIFICATION_WORKING_DAYS} working days. We ` +
    `will write to you once it is done. Until then you cannot log in.\n\n` +
    `Add your photos: ${photosLink}\n\nThis link works for ${PHOTO_LINK_DAYS} days. Your photos ` +
    `stay private: only the trust's team sees them until you are verified.`,
});

/**
 * The welcome of a registration the trust office entered (issue #16 item 9). The office never
 * chose a password: the member sets one with Forgot password, which opens once verified.
 */
export const officeWelcomeMail = (to: string, name: string, loginLink: string): MailMessage => ({
  to,
  subject: 'The trust office has registered your biodata',
  text:
    `Dear ${name},\n\nThe trust office has registered your biodata on our site with this email ` +
    `address. Our team will verify the registration and write to you once it is done; until ` +
    `then you cannot log in.\n\nThe office did not choose a password for you. Once you are ` +
    `verified, set your own password with "Forgot password" on the login page:\n${loginLink}` +
    `\n\nIf you did not ask the trust to register you, please contact us.`,
});

/**
 * A member the trust office registered has no password of her own yet (officeWelcomeMail): her
 * mail says how to set one instead of "log in with your password".
 */
export const verifiedMail = (
  to: string,
  name: string,
  memNo: number,
  byOffice = false,
): MailMessage => ({
  to,
  subject: 'Your registration has been verified',
  text:
    `Dear ${name},\n\nYour registration has been verified; your member number is ${memNo}. ` +
    (byOffice
      ? `The trust office registered you, so you have no password yet: set your own with ` +
        `"Forgot password" on the login page, then log in with your email address and it.`
      : `You can now log in with your email address and password.`),
});

export const rejectedMail = (to: string, name: string, reason: string): MailMessage => ({
  to,
  subject: 'About your registration',
  text:
    `Dear ${name},\n\nOur team could not verify your registration.\n\nReason: ${reason}\n\n` +
    `Please contact us if you have any questions.`,
});

/** To the holder of an email or mobile someone tried to register again (requirements §6). */
export const registrationAttemptMail = (to: string, name: string): MailMessage => ({
  to,
  subject: 'Someone tried to register with your address',
  text:
    `Dear ${name},\n\nSomeone just tried to register a new account on our site with your ` +
    `email address or mobile number. You already have an account: if it was you, please log ` +
    `in, or use Forgot password on the login page. If it was not you, you can ignore this ` +
    `mail; nothing has changed.`,
});
