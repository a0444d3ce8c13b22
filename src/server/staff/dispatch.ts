import { failAnswer, type WireAnswer } from '../../shared/protocol/wire';
import { registry } from '../../shared/protocol/registry';
import { STAFF_CALL_NAMES } from '../../shared/protocol/staffCalls';
import { REPORT_CALL_NAMES } from '../../shared/protocol/safetyCalls';
import type { CurlType } from '../../shared/protocol/registry';
import type { HandlerContext, StaffCall } from '../api/handler';
import { toWire, type Outcome } from '../api/outcome';
import type { Db } from '../plugins/db';
import { consoleHandlers } from './console/handlers';
import { inboxReply } from './console/inboxReply';
import { linkCheckHandlers } from './console/linkCheck';
import { outcomeHandlers } from './console/outcomeHandlers';
import { officeHandlers } from './console/office';
import { siteSettingsHandlers } from './console/siteSettings';
import { menusHandlers } from './console/menus';
import { pagesHandlers } from './console/pages';
import { mediaHandlers } from './console/media';
import { deskAskChanges, deskOpen, deskQueue, deskReject, deskVerify } from './desk';
import { STAFF_MESSAGES as M } from './messages';
import { reportClose, reportsQueue } from './reports';
import { deskReverifications, deskReverifyApprove, deskReverifyRevert } from './reverify';
import { resolveStaffSession, type StaffCaller } from './sessions';
import { staffMe, staffSignIn, staffSignOut, staffTotp } from './signIn';
import type { StaffHandlerTable } from './types';

export const staffHandlers: StaffHandlerTable = {
  staffSignIn,
  staffTotp,
  staffMe,
  staffSignOut,
  deskQueue,
  deskOpen,
  deskVerify,
  deskReject,
  deskAskChanges,
  reportsQueue,
  reportClose,
  deskReverifications,
  deskReverifyApprove,
  deskReverifyRevert,
  // The console's other screens (console/handlers.ts).
  ...consoleHandlers,
  // The inbox's reply by mail (inboxCalls.ts).
  inboxReply,
  // Report outcomes, photo removal and sign-out (console/outcomeHandlers.ts).
  ...outcomeHandlers,
  // Registrations by the trust office (console/office.ts).
  ...officeHandlers,
  // The site's broken internal links (console/linkCheck.ts).
  ...linkCheckHandlers,
  // The Site settings screen and its history (console/siteSettings.ts).
  ...siteSettingsHandlers,
  // The Menus screen and its history (console/menus.ts).
  ...menusHandlers,
  // The Pages screen: drafts, preview, publish and history (console/pages.ts).
  ...pagesHandlers,
  // The media library (console/media.ts).
  ...mediaHandlers,
};

export const isStaffCall = (type: CurlType): type is StaffCall =>
  [...STAFF_CALL_NAMES, ...REPORT_CALL_NAMES].includes(type as StaffCall);

export type StaffAccess = { ok: true; staff: StaffCaller } | { ok: false; wire: WireAnswer };

/**
 * Access to a team call: a signed-in staff session (staff_token; a member's local_token opens
 * nothing here) whose role the registry entry lists.
 */
export async function checkStaffAccess(
  type: CurlType,
  fields: Record<string, string>,
  { db, now }: { db: Db; now: () => Date },
): Promise<StaffAccess> {
  const staff = await resolveStaffSession(db, fields.staff_token, now());
  if (!staff) return { ok: false, wire: failAnswer(M.notSignedIn) };
  const roles = registry[type].staff ?? [];
  if (!roles.includes(staff.role)) return { ok: false, wire: failAnswer(M.notAllowed) };
  return { ok: true, staff };
}

type Erased = (request: unknown, ctx: unknown) => Promise<Outcome<never>>;

/** Runs a staff call's handler; `staff` is set by checkStaffAccess for team calls. */
export async function dispatchStaff(
  type: StaffCall,
  fields: Record<string, string>,
  ctx: HandlerContext,
  staff: StaffCaller | null,
): Promise<WireAnswer> {
  const handler = staffHandlers[type] as unknown as Erased;
  if (registry[type].access === 'team') {
    if (!staff) throw new Error(`The ${type} call reached its handler without staff.`);
    return toWire(type, await handler(fields, { ...ctx, staff }));
  }
  return toWire(type, await handler(fields, ctx));
}
