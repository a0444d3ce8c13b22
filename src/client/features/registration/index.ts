// Public face of the registration screen. The router loads the page itself as its own chunk.
export { RegistrationPage } from './RegistrationPage';
