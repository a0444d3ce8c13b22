/**
 * User-facing texts of requirements §4 and §8. The messages of requirements §8 are kept word for word (QA matches them);
 * labels that are plain typos in the original product are corrected ("Reqest Sent" → "Request Sent").
 */
export const MESSAGES = {
  fillBlank: 'Fill blank records!',
  loginOk: 'Login Successfully..',
  loginFailed: 'Invalid UserName or Password !',
  registrationThanks:
    'Thanks for your Registration, Our team will contact soon for the verification process...',
  otpInvalid: 'Invalid OTP',
  otpOk: 'Verify successfully thanks, please wait..',
  otpResent: 'OTP resend successfully',
  otpResendFailed: 'Unable to send OTP , kindly check or contact us',
  requestSentNotice:
    'Request send to member, you can view profile once member will accept your request',
  routeError: 'Unexpected Application Error!',
  formCrashed:
    'Something went wrong on this page, so nothing was sent. What you typed is still here: please try again, or reload the page if it happens again.',
  networkError: 'We could not reach the site. Please check your connection and try again.',
  notLoggedIn: 'Please log in to continue.',
} as const;

export const REQUEST_LABELS = {
  sent: 'Request Sent',
  received: 'Request Received',
  accept: 'Accept',
  reject: 'Reject',
  viewProfile: 'View Profile',
  notInterested: 'Not Interested',
} as const;

/** -10: the code for a failed form check (requirements §8.1). */
export const VALIDATION_CODE = -10;
