import { MESSAGES } from '../../../shared/domain/messages';
import { officeRegistrationSchema } from '../../../shared/domain/schemas/officeRegistration';
import type { officeCalls } from '../../../shared/protocol/officeCalls';
import { done, rejected } from '../../api/outcome';
import { checkRegistration, newToken, storeRegistration } from '../../accounts';
import { audit } from '../audit';
import type { StaffHandler, StaffHandlerTable } from '../types';
import { actorOf } from './context';

/**
 * The trust office registers a family's biodata (issue #16 item 9): the public registration's
 * checks, insert and answers (accounts/registration.ts), without its per-address limit (that
 * limit is keyed to register_member in accounts/rateLimits.ts, and a staff session already
 * answers for each call) and without a password: the stored hash is of a random secret nobody
 * knows, and the member is mailed to set their own with Forgot password. The registration waits
 * at the desk like any other.
 */
export const officeRegister: StaffHandler<'officeRegister'> = async (request, ctx) => {
  const { staff_token: _token, ...entered } = request;
  const now = ctx.now();
  const checked = await checkRegistration(officeRegistrationSchema, entered, now);
  if (!checked.ok) return rejected(checked.message);
  const email = checked.form.email_id.toLowerCase();
  const stored = await storeRegistration(ctx, checked.form, newToken(), {
    staffId: ctx.staff.id,
    inTransaction: (trx, memberId) =>
      audit(
        trx,
        actorOf(ctx),
        { action: 'office_register', subject: `member:${memberId} <${email}>` },
        now,
      ),
  });
  if (!stored.ok) return rejected(stored.message);
  if (stored.memberId === null) {
    // Nothing was stored (the holder was mailed), yet the office did act: the log says so.
    const reason = 'Not stored: the email or mobile already has an account, whose holder was told.';
    await audit(
      ctx.db,
      actorOf(ctx),
      { action: 'office_register', subject: `<${email}>`, reason },
      now,
    );
  }
  // The public form's answer, a taken email or mobile included (docs/protocol.md).
  return done(MESSAGES.registrationThanks);
};

/** The handlers of officeCalls.ts, spread into the staff handler table (dispatch.ts). */
export const officeHandlers: Pick<StaffHandlerTable, keyof typeof officeCalls> = { officeRegister };
