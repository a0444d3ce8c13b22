import { ValidationError, type AnyObjectSchema, type InferType } from 'yup';
import { check } from '../../shared/domain/checks';
import { CONSENT_VERSION } from '../../shared/domain/schemas/registration';
import { DEFAULT_LANGUAGE, type Language } from '../../shared/domain/languages';
import type { OfficeRegistrationForm } from '../../shared/domain/schemas/officeRegistration';
import type { HandlerContext } from '../api/handler';
import { gotraExists, stateExists } from '../content';
import { firstNameOf } from './format';
import { firstError, trimmed, withoutUnchosen } from './input';
import { issuePhotoTicket } from './photoTickets';
import { officeWelcomeMail, registrationAttemptMail, registrationReceivedMail } from './mails';
import {
  findDuplicate,
  findHolder,
  insertMember,
  type InTransaction,
} from './repositories/members';

/**
 * A registration, by the member on the public form (handlers/register.ts) or by the trust office
 * from the console (staff officeRegister): the same checks, messages and insert for both.
 */

export type Checked<F> = { ok: true; form: F } | { ok: false; message: string };

/** The shared schema on the trimmed fields; the first problem's message when it fails. */
export async function checkRegistration<S extends AnyObjectSchema>(
  schema: S,
  fields: Record<string, string | undefined>,
  today: Date,
): Promise<Checked<InferType<S>>> {
  try {
    const form = await schema.validate(trimmed(fields), {
      context: { today },
      abortEarly: true,
      strict: false,
    });
    return { ok: true, form: withoutUnchosen(form) };
  } catch (err) {
    if (err instanceof ValidationError) return { ok: false, message: firstError(err) };
    throw err;
  }
}

/** Who entered a registration made by the trust office, and its audit line in the insert's transaction. */
export interface OfficeEntry {
  staffId: number;
  inTransaction: InTransaction;
}

/** Refused with a message, or received: the new member's id, or null when the email or mobile was taken. */
export type Stored = { ok: false; message: string } | { ok: true; memberId: number | null };

/**
 * A taken email or mobile gets the same answer as a fresh registration (and the same password
 * hashing work before it), so the form cannot tell which addresses have accounts; the holder is
 * mailed instead of the typed address.
 */
async function alreadyRegistered(ctx: HandlerContext, email: string, mobile: string) {
  const holder = await findHolder(ctx.db, { email, mobile });
  if (holder)
    ctx.mail.send(registrationAttemptMail(holder.email_id, holder.first_name, holder.language));
  ctx.log.info('registration of a taken email or mobile; the holder was told');
  return { ok: true, memberId: null } as const;
}

/**
 * Stores a checked registration pending until the desk verifies it, with `password` (the
 * member's, or the office's unusable random one) and `language` (the member's from now on), and
 * mails the typed address in it: the thank-you with the photo link, or for the office's
 * registration the welcome that says how to set a password.
 */
export async function storeRegistration(
  ctx: HandlerContext,
  form: OfficeRegistrationForm,
  password: string,
  office: OfficeEntry | null,
  language: Language = DEFAULT_LANGUAGE,
): Promise<Stored> {
  const { db, now } = ctx;
  if (!(await stateExists(db, form.state_nm))) return { ok: false, message: check('stateListed') };
  if (!(await gotraExists(db, form.self_goutra)) || !(await gotraExists(db, form.mama_goutra))) {
    return { ok: false, message: check('gotraListed') };
  }
  const email = form.email_id.toLowerCase();
  const { consent: _consent, height, ...profile } = form;
  const passwordHash = await ctx.passwords.hash(password);
  if (await findDuplicate(db, { email, mobile: form.contact_no })) {
    return alreadyRegistered(ctx, email, form.contact_no);
  }
  const at = now().toISOString();
  const name = firstNameOf(profile.mem_name);
  // A member's own registration gets the photo link (issue #15 item 7), stored with the insert.
  const photoTicket = office ? null : issuePhotoTicket(ctx.siteOrigin, now());
  const stored = await insertMember(
    db,
    {
      ...profile,
      email_id: email,
      height: Number(height),
      first_name: name,
      password_hash: passwordHash,
      language,
      consent_version: CONSENT_VERSION,
      consent_at: at,
      created_at: at,
      registered_by_staff: office?.staffId ?? null,
      registered_by_staff_at: office ? at : null,
    },
    office?.inTransaction ?? photoTicket?.store,
  );
  if (!stored.ok) return alreadyRegistered(ctx, email, form.contact_no);
  ctx.log.info({ memberId: stored.id, office: office !== null }, 'registration received');
  ctx.mail.send(
    photoTicket
      ? registrationReceivedMail(email, name, photoTicket.link, language)
      : officeWelcomeMail(email, name, `${ctx.siteOrigin}/login`, language),
  );
  return { ok: true, memberId: stored.id };
}
