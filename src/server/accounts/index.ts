// The accounts domain's public face: what other server folders may use of it. Other domains import
// only this file, never the domain's handlers, repositories or helpers directly.
export { formatDob, formatTime, verifiedOn } from './format';
export { deleteAccount, exportMyData, logout, setPhotoVisibilityHandler } from './handlers/account';
export { setMyLanguage } from './handlers/language';
export { logint } from './handlers/login';
export { logotp, registerWithOTP, resendOTP } from './handlers/otp';
export { resetForgotPassword, resetPasswordAndLogin } from './handlers/reset';
export { getDashboardData, getMyProfile, update_profile } from './handlers/profile';
export { register_member } from './handlers/register';
export { checkRegistration, storeRegistration } from './registration';
export { openPhotoTicket } from './photoTickets';
export { givePhotoTicketUploadBack, takePhotoTicketUpload } from './repositories/photoTickets';
export { changeEmail, changeMobile, confirmEmailChange } from './handlers/contact';
export { toPendingIdentity } from './identity';
export {
  applyIdentityChange,
  dropIdentityChange,
  findIdentityChange,
  listIdentityChanges,
} from './repositories/identity';
export { rejectedMail, verifiedMail } from './mails';
export { MEM_NO_BASE, decodeMemNo, encodeMemNo } from './memNo';
export { ACCOUNT_MESSAGES } from './messages';
export { hashPassword, passwords } from './password';
export type { Passwords } from './password';
export { photoItems, textFieldsOf } from './profile';
export type { UrlFor } from './profile';
export { rateGate } from './rateLimits';
export { KNOWN_ADDRESS_MS } from './recovery';
export { pruneLoginAddresses } from './repositories/addresses';
export { DEFAULT_RATE_LIMITS, RATE_LIMIT_ENV } from './rateLimitsConfig';
export { slots } from './slots';
export type { RateLimits } from './rateLimitsConfig';
export {
  findMemberByEmail,
  findMemberById,
  listPendingMembers,
  memberLanguage,
  setMemberStatus,
} from './repositories/members';
export type { MemberRow } from './repositories/members';
export { revokeAllSessions } from './repositories/sessions';
export { aboutMeOf, findPreferences } from './repositories/preferences';
export { countEvent, uncountEvent } from './repositories/throttle';
export { resolveSession, sessionUser, SESSION_IDLE_MS } from './sessions';
export type { SessionMember } from './sessions';
export { addressKey, blockedFor, consume, reset, throttleLimits, uncount } from './throttle';
export type { Limit, ThrottleLimits } from './throttle';
export { newToken, sha256 } from './tokens';
