export { ContactSection } from './ContactSection';
export { contactApi, useAddContactRequestMutation } from './contactApi';
