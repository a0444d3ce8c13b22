// Public face of the Write to Us call (the contact form sends it; the QA replay registers it).
export { contactApi, useAddContactRequestMutation } from './contactApi';
