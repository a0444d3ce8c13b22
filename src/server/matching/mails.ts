import type { MailMessage } from '../plugins/mail';

/**
 * Interest mails: plain and short. They name nobody and carry no detail of the other member;
 * the site shows the rest after login.
 */
const SIGN_OFF = '\n\nWith regards,\nThe Samaj Trust team';

export const interestReceivedMail = (to: string, name: string): MailMessage => ({
  to,
  subject: 'A member is interested in your profile',
  text:
    `Dear ${name},\n\nA member has sent you an interest request. Log in and open Interested ` +
    `Members to accept or decline it.${SIGN_OFF}`,
});

export const interestAcceptedMail = (to: string, name: string): MailMessage => ({
  to,
  subject: 'Your interest request was accepted',
  text:
    `Dear ${name},\n\nA member has accepted your interest request. Log in and open Interested ` +
    `Members to view their profile.${SIGN_OFF}`,
});
