import type { MailMessage } from '../../plugins/mail';

/**
 * What a member is told when the team acts on the account (the Members page and a report's
 * outcome, issue #16 items 4 and 6): what was done and the team's own words. Never who reported.
 */
const QUESTIONS = 'Please contact us if you have any questions.';

export const suspendedMail = (to: string, name: string, reason: string): MailMessage => ({
  to,
  subject: 'Your account has been suspended',
  text:
    `Dear ${name},\n\nOur team has suspended your account: you cannot log in, and your profile ` +
    `is not shown to other members.\n\nReason: ${reason}\n\n${QUESTIONS}`,
});

export const photoRemovedMail = (
  to: string,
  name: string,
  reason: string,
  siteOrigin: string,
): MailMessage => ({
  to,
  subject: 'One of your photos has been removed',
  text:
    `Dear ${name},\n\nOur team has removed one of your photos from your profile.\n\n` +
    `Reason: ${reason}\n\nYou may upload another photo in My Profile: ` +
    `${siteOrigin}/my_profile\n\n${QUESTIONS}`,
});

export const warningMail = (to: string, name: string, words: string): MailMessage => ({
  to,
  subject: 'A warning from our team',
  text:
    `Dear ${name},\n\nOur team has looked into a complaint about your account and asks you ` +
    `to take note:\n\n${words}\n\nIf it happens again, your account may be suspended. ` +
    `${QUESTIONS}`,
});
