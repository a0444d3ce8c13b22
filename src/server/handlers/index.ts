import type { MemberHandlerTable, VisitorHandlerTable } from '../api/handler';
import { deleteAccount, exportMyData, logout, setPhotoVisibilityHandler } from './account';
import { addContactRequest } from './contact';
import { getAccessToken, getPgData, getPgDataRecentArticles, getPgDataWithChild } from './content';
import { logint } from './login';
import { getMemberProfile } from './memberProfile';
import { logotp, registerWithOTP, resendOTP, resetForgotPassword } from './otp';
import { uploadProPic, removePhoto } from './photos';
import { getDashboardData, getMyProfile, update_profile } from './profile';
import { getGotraList, getStates } from './reference';
import { register_member } from './register';
import {
  acceptRejFrdRequest,
  getFriendsMembers,
  sendMemberRequest,
  withdrawMemberRequest,
} from './requests';
import { getMembers } from './search';
import { searchContent } from './siteSearch';

export const visitorHandlers: VisitorHandlerTable = {
  getAccessToken,
  getPgData,
  getPgDataWithChild,
  getPgDataRecentArticles,
  searchContent,
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
  getMembers,
  sendMemberRequest,
  getFriendsMembers,
  acceptRejFrdRequest,
  withdrawMemberRequest,
  getMemberProfile,
  logout,
  exportMyData,
  deleteAccount,
  removePhoto,
  setPhotoVisibility: setPhotoVisibilityHandler,
};
