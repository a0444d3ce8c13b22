/**
 * The English catalogue: every key of the site's chrome and translated screens, as ICU messages
 * (`{name}` placeholders, `{n, plural, one {…} other {…}}`). The source of truth for the keys:
 * hi.ts must have the same keys with the same placeholders (catalogues.test.ts), and
 * `npm run i18n:compile` turns both into ../compiled/, which is what the bundle carries.
 * Keys are grouped by screen: `header.` (`header.link.<label>`: the user menu's links, by their
 * English label in shared/domain/memberScreens.ts), `footer.`, `login.`, `forgot.`, `busy.` (the 300 ms
 * overlay), `seed.` (a Hindi explanation beside a seed message, which stays in English).
 */
export const en = {
  'language.switch': 'Language',

  'header.menu': 'Menu',
  'header.quickLinks': 'Quick links',
  'header.accountNav': 'Account',
  'header.memberNav': 'Member',
  'header.memberId': 'Member ID:',
  'header.logout': 'Logout',
  'header.dismiss': 'Dismiss',
  'header.link.Login': 'Login',
  'header.link.New Registration': 'New Registration',
  'header.link.Dashboard': 'Dashboard',
  'header.link.My Profile': 'My Profile',
  'header.link.Notifications': 'Notifications',
  'header.search': 'Search the site',
  'header.searchButton': 'Search',

  'footer.contact': 'Get in touch',
  'footer.newTab': '(opens in a new tab)',

  'login.title': 'Member Login',
  'login.tabLogin': 'Login',
  'login.tabForgot': 'Forgot password',
  'login.loggedInAs': 'You are logged in as {name}.',
  'login.toDashboard': 'Go to your dashboard',
  'login.formName': 'Login',
  'login.email': 'Email',
  'login.password': 'Password',
  'login.submit': 'Login',
  'login.takingYouOn': 'Taking you on in a moment.',
  'login.continueNow': 'Continue now',

  'forgot.formName': 'Forgot password',
  'forgot.intro': 'Enter the email you registered with. We will send a {digits}-digit code to it.',
  'forgot.email': 'Registered email',
  'forgot.submit': 'Send code',

  'busy.wait': 'Please wait…',
  'busy.sending': 'Sending…',
  'busy.loggingIn': 'Logging in…',
  'busy.sendingOtp': 'Sending the code…',
  'busy.verifyingOtp': 'Checking the code…',
  'busy.resendingOtp': 'Sending a new code…',
  'busy.savingPassword': 'Saving your password…',

  'seed.meaning': 'Meaning:',
  'seed.fillBlank': 'Fill in the empty fields.',
  'seed.loginOk': 'You are logged in.',
  'seed.loginFailed': 'The email or password is wrong.',
  'seed.otpInvalid': 'The code is wrong.',
  'seed.otpOk': 'The code is right; please wait.',
  'seed.otpResent': 'A new code has been sent.',
  'seed.otpResendFailed': 'The code could not be sent; check the email or contact us.',
  'seed.notLoggedIn': 'Please log in to continue.',
  'seed.networkError': 'We could not reach the site. Please check your connection and try again.',
} as const;

export type MessageId = keyof typeof en;
