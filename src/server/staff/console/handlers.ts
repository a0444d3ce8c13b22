import type { consoleCalls } from '../../../shared/protocol/consoleCalls';
import type { StaffHandlerTable } from '../types';
import { auditBrowse } from './audit';
import { consoleCounts } from './counts';
import { inboxHandle, inboxList, inboxOpen } from './inbox';
import { memberNote, memberOpen, memberRestore, memberSearch, memberSuspend } from './members';
import { staffAdd, staffDisable, staffList, staffSetRole } from './staffAdmin';

/** The handlers of consoleCalls.ts, spread into the staff handler table (dispatch.ts). */
export const consoleHandlers: Pick<StaffHandlerTable, keyof typeof consoleCalls> = {
  consoleCounts,
  inboxList,
  inboxOpen,
  inboxHandle,
  memberSearch,
  memberOpen,
  memberSuspend,
  memberRestore,
  memberNote,
  auditBrowse,
  staffList,
  staffAdd,
  staffSetRole,
  staffDisable,
};
