import type * as yup from 'yup';
import { registrationSchema } from './registration';

/**
 * A registration made by the trust office from the console (issue #16 item 9): the member's own
 * schema without the password pair, which the office never chooses (the server sets an unusable
 * one and the member sets theirs with Forgot password). Every other rule and message is the
 * public form's, derived here so the two cannot drift.
 */
export const officeRegistrationSchema = registrationSchema.omit(['password', 're_password']);

export type OfficeRegistrationForm = yup.InferType<typeof officeRegistrationSchema>;
