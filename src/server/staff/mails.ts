import type { MailMessage } from '../plugins/mail';

/** The desk asks a member to change the registration before it can be verified. */
export const changesAskedMail = (to: string, name: string, text: string): MailMessage => ({
  to,
  subject: 'Please update your registration',
  text:
    `Dear ${name},\n\nOur team has looked at your registration and needs a few changes before ` +
    `it can be verified:\n\n${text}\n\nPlease log in with your email address and password, ` +
    `make the changes in My Profile and save them; your registration then comes back to our ` +
    `team.`,
});
