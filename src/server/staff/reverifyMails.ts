import type { MailMessage } from '../plugins/mail';

/** "Name: Asha Goyal\nGender: Female\n…": the values a mail names, one a line. */
export const valueLines = (values: readonly { label: string; value: string }[]): string =>
  values.map((v) => `${v.label}: ${v.value}`).join('\n');

export const identityApprovedMail = (to: string, name: string, lines: string): MailMessage => ({
  to,
  subject: 'Your changes have been checked',
  text:
    `Dear ${name},\n\nOur team has checked the changes to your profile. Other members now ` +
    `see:\n\n${lines}`,
});

export const identityRevertedMail = (to: string, name: string, lines: string): MailMessage => ({
  to,
  subject: 'About the changes to your profile',
  text:
    `Dear ${name},\n\nOur team could not confirm the changes you made to your name, gender or ` +
    `date of birth, so they have not been made. Your profile keeps:\n\n${lines}\n\nIf these ` +
    `details are wrong, please contact us.`,
});
