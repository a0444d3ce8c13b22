import { englishCheck } from '../../shared/domain/checks';

/** Texts of the accounts calls (the texts of requirements §8 live in shared/domain/messages.ts). */
export const ACCOUNT_MESSAGES = {
  duplicateEmail: 'This email is already registered. Please log in or use Forgot password.',
  duplicateMobile:
    'This mobile number is already registered. Please log in or use Forgot password.',
  // The English words of the checks the handlers answer as keys (said in the member's language).
  unknownState: englishCheck('stateListed'),
  unknownGotra: englishCheck('gotraListed'),
  awaitingVerification: 'Your registration is awaiting verification by our team.',
  pendingLogin:
    'Your registration is awaiting verification by our team. We will write to you once it is verified.',
  rejectedLogin: (reason: string) =>
    `Your registration could not be verified by our team. Reason: ${reason} Please contact us if you have any questions.`,
  tooManyAttempts: (minutes: number) =>
    `Too many attempts. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
  invalidEmail: 'Please enter a valid email address.',
  passwordsDiffer: 'The two passwords do not match.',
  resetExpired: 'This password reset has expired. Please ask for a new code with Forgot password.',
  passwordChanged: 'Your password has been changed. Please log in with your new password.',
  passwordChangedLoggedIn: 'Your password has been changed. You are logged in.',
  profileUpdated: 'Your profile has been updated.',
  notOwnProfile: 'You can only open your own profile here.',
  loggedOut: 'You have been logged out.',
  wrongPassword: 'The password is not correct.',
  accountDeleted: 'Your account has been deleted.',
  photoUploaded: 'Photo uploaded.',
  photoRemoved: 'Photo removed.',
  photoNotFound: 'This photo could not be found.',
  visibilitySaved: 'Your photo settings have been saved.',
  visibilityChoice: 'Please choose who may see your photos: all or accepted.',
  galleryFull: 'You can keep up to 6 gallery photos. Please remove one first.',
  photoFor: 'Please say whether the photo is your profile photo or a gallery photo.',
  notAnImage: 'Please upload a photo in JPEG, PNG or WebP format.',
  unreadableImage: 'This photo could not be read. Please try another file.',
  imageTooLarge: 'This photo is too large. Please upload one under 5 MB.',
  imageTooManyPixels: 'This photo has too many pixels. Please upload a smaller one.',
} as const;
