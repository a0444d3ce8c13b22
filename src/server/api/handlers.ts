import type { MemberHandlerTable, VisitorHandlerTable } from './handler';
import {
  deleteAccount,
  exportMyData,
  logout,
  setPhotoVisibilityHandler,
  logint,
  logotp,
  registerWithOTP,
  resendOTP,
  resetForgotPassword,
  getDashboardData,
  getMyProfile,
  update_profile,
  register_member,
} from '../accounts';
import { addContactRequest } from '../contact';
import {
  getAccessToken,
  getPgData,
  getPgDataRecentArticles,
  getPgDataWithChild,
  getGotraList,
  getStates,
} from '../content';
import {
  getMemberProfile,
  acceptRejFrdRequest,
  getFriendsMembers,
  sendMemberRequest,
  withdrawMemberRequest,
  getMembers,
} from '../matching';
import { uploadProPic, removePhoto } from '../photos';
import { searchContent } from '../siteSearch';

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
