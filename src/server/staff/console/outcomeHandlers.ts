import type { reportOutcomeCalls } from '../../../shared/protocol/reportOutcomeCalls';
import type { StaffHandlerTable } from '../types';
import { reportsClosed } from '../reports';
import { memberPhotoRemove, memberPhotos, memberRevokeSessions } from './memberPhotos';

/** The handlers of reportOutcomeCalls.ts, spread into the staff handler table (dispatch.ts). */
export const outcomeHandlers: Pick<StaffHandlerTable, keyof typeof reportOutcomeCalls> = {
  memberPhotos,
  memberPhotoRemove,
  memberRevokeSessions,
  reportsClosed,
};
