import type {
  MemberCall,
  MemberHandler,
  MemberHandlerTable,
  VisitorHandlerTable,
} from '../api/handler';
import { API_MESSAGES } from '../api/messages';
import { fail } from '../api/outcome';
import { deleteAccount, exportMyData, logout, setPhotoVisibilityHandler } from './account';
import { addContactRequest } from './contact';
import { getAccessToken, getPgData, getPgDataRecentArticles, getPgDataWithChild } from './content';
import { logint } from './login';
import { logotp, registerWithOTP, resendOTP, resetForgotPassword } from './otp';
import { uploadProPic, removePhoto } from './photos';
import { getDashboardData, getMyProfile, update_profile } from './profile';
import { getGotraList, getStates } from './reference';
import { register_member } from './register';

/** Member calls whose feature belongs to the matching issue; they say so rather than pretend. */
const notAvailableYet =
  <C extends MemberCall>(): MemberHandler<C> =>
  async () =>
    fail(API_MESSAGES.notAvailable);

export const visitorHandlers: VisitorHandlerTable = {
  getAccessToken,
  getPgData,
  getPgDataWithChild,
  getPgDataRecentArticles,
  getGotraList,
  getStates,
  addContactRequest,
  register_member,
  logint,
  registerWithOTP,
  logotp,
  resendOTP,
  resetForgotPassword,
};

export const memberHandlers: MemberHandlerTable = {
  getMyProfile,
  update_profile,
  uploadProPic,
  getDashboardData,
  getMembers: notAvailableYet(),
  sendMemberRequest: notAvailableYet(),
  getFriendsMembers: notAvailableYet(),
  acceptRejFrdRequest: notAvailableYet(),
  logout,
  exportMyData,
  deleteAccount,
  removePhoto,
  setPhotoVisibility: setPhotoVisibilityHandler,
};
