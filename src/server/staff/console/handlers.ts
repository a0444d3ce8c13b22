import type { consoleCalls } from '../../../shared/protocol/consoleCalls';
import type { statsCalls } from '../../../shared/protocol/statsCalls';
import type { StaffHandlerTable } from '../types';
import { auditBrowse } from './audit';
import { consoleCounts } from './counts';
import { inboxHandle, inboxList, inboxOpen } from './inbox';
import { memberNote, memberOpen, memberRestore, memberSearch, memberSuspend } from './members';
import { staffAdd, staffDisable, staffList, staffSetRole } from './staffAdmin';
import { consoleStats } from './stats';

type ConsoleCall = keyof typeof consoleCalls | keyof typeof statsCalls;

/** The handlers of consoleCalls.ts and statsCalls.ts, spread into the staff handler table (dispatch.ts). */
export const consoleHandlers: Pick<StaffHandlerTable, ConsoleCall> = {
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
  consoleStats,
};
