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
  resetPasswordAndLogin,
  getDashboardData,
  getMyProfile,
  update_profile,
  register_member,
  changeEmail,
  changeMobile,
  confirmEmailChange,
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
  getMatches,
} from '../matching';
import { getMyPause, pauseProfile, resumeProfile } from '../pause';
import {
  getNotifications,
  getNotificationSettings,
  markAllNotificationsRead,
  markNotificationRead,
  saveNotificationSettings,
} from '../notifications';
import { uploadProPic, removePhoto } from '../photos';
import { getSiteSettings } from '../settings';
import {
  addShortlistMember,
  blockMember,
  getBlockedMembers,
  getShortlistMembers,
  removeShortlistMember,
  reportMember,
  unblockMember,
} from '../safety';
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
  getSiteSettings,
  resetPasswordAndLogin,
  confirmEmailChange,
};

export const memberHandlers: MemberHandlerTable = {
  getMyProfile,
  update_profile,
  uploadProPic,
  getDashboardData,
  getMembers,
  getMatches,
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
  getMyPause,
  pauseProfile,
  resumeProfile,
  blockMember,
  unblockMember,
  getBlockedMembers,
  reportMember,
  addShortlistMember,
  removeShortlistMember,
  getShortlistMembers,
  getNotifications,
  markNotificationRead,
  markAllNotificationsRead,
  getNotificationSettings,
  saveNotificationSettings,
  changeEmail,
  changeMobile,
};
