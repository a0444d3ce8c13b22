/** Texts of the identity changes: held name/gender/dob edits, email and mobile changes. */
export const IDENTITY_MESSAGES = {
  identityHeld:
    'Your profile has been saved. The change to your name, gender or date of birth will show ' +
    'once our team has checked it; until then others see the details as they were.',
  contactNeedsPassword:
    'To change your email address or mobile number, please use the form "Change email or ' +
    'mobile" with your current password.',
  emailLinkSent:
    'We have sent a link to the new address. Your email changes once the link is opened (it ' +
    'works for 24 hours); we have also told your current address.',
  sameEmail: 'This is already your email address.',
  sameMobile: 'This is already your mobile number.',
  invalidMobile: 'Please enter a 10-digit mobile number.',
  mobileChanged: 'Your mobile number has been changed.',
  mobileNotChanged: 'We could not change your mobile number. Please contact the trust.',
  emailConfirmed: 'Your email address has been changed. Please use it when you log in.',
  linkNotValid:
    'This link is not valid or has expired. Please ask for the change again in My Profile.',
} as const;
