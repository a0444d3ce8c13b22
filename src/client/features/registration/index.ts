// Public face of the registration screen. The router loads the page itself as its own chunk.
export { RegistrationPage } from './RegistrationPage';
// The form's parts the trust office's registration in the console reuses (issue #16 item 9).
export { RegistrationFieldsets } from './RegistrationFieldsets';
export { ConsentField } from './ConsentField';
export {
  EMPTY_OFFICE_REGISTRATION,
  OFFICE_REGISTRATION_ORDER,
  toOfficeRegistrationPayload,
  validateOfficeRegistration,
  type OfficeRegistrationField,
  type OfficeRegistrationValues,
} from './officeRegistrationForm';
