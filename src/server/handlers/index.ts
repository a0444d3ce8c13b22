import type { CurlType } from '../../shared/protocol/registry';
import type { Handler, HandlerTable } from '../api/handler';
import { API_MESSAGES } from '../api/messages';
import { fail } from '../api/outcome';
import { addContactRequest } from './contact';
import { getAccessToken, getPgData, getPgDataRecentArticles, getPgDataWithChild } from './content';
import { getGotraList, getStates } from './reference';

/** Visitor calls whose feature belongs to the accounts issue; they say so rather than pretend. */
const notAvailableYet =
  <C extends CurlType>(): Handler<C> =>
  async () =>
    fail(API_MESSAGES.notAvailable);

export const handlers: HandlerTable = {
  getAccessToken,
  getPgData,
  getPgDataWithChild,
  getPgDataRecentArticles,
  getGotraList,
  getStates,
  addContactRequest,
  register_member: notAvailableYet(),
  logint: notAvailableYet(),
  registerWithOTP: notAvailableYet(),
  logotp: notAvailableYet(),
  resendOTP: notAvailableYet(),
  resetForgotPassword: notAvailableYet(),
};
