// The contact domain's public face: what other server folders may use of it. Other domains import
// only this file, never the domain's handlers or repository directly.
export { addContactRequest } from './handlers/contact';
export {
  addContactRequest as storeContactRequest,
  listContactRequests,
} from './repositories/contact';
