// Public face of the confirm-email screen (the link mailed to a new email address opens it).
export { ConfirmEmailPage } from './ConfirmEmailPage';
