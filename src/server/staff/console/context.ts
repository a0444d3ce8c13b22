import type { Actor } from '../audit';
import type { StaffContext } from '../types';

/** The signed-in staff member as the audit log names them. */
export const actorOf = (ctx: StaffContext): Actor => ({
  kind: 'staff',
  id: ctx.staff.id,
  email: ctx.staff.email,
});

export { idOf } from '../../db/rowId';

/** Notes, reasons and the like: at most this long. */
export const MAX_TEXT = 2000;
