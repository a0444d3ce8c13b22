/** The team console's server side: its public face for the /api pipeline, the CLI and photos. */
export { checkStaffAccess, dispatchStaff, isStaffCall, staffHandlers } from './dispatch';
export type { StaffCaller } from './sessions';
export { isStaffViewer, staffMaySeePhoto } from './photos';
export { askForChanges, rejectRegistration, verifyRegistration } from './decisions';
export { audit, readAudit, type Actor } from './audit';
export {
  awaitingChanges,
  CHANGES_SAVED,
  changesAnswered,
  changesRequested,
  memberAreaOpen,
  pendingMayCall,
} from './notice';
export {
  addStaff,
  changeStaffRole,
  askHidden,
  disableStaffAccount,
  isStaffRole,
  staffLines,
  staffPassword,
  StaffCliError,
} from './cli';
export { totpAt } from './totp';
