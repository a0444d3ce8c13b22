// Public face of the interest requests: the flow's event, machine, slice and view; the member
// cards render the buttons from these.
export { memberEvent, type MemberEventPayload } from './requestActions';
export { registerRequestListeners } from './requestListener';
export { requestMachine } from './requestMachine';
export { injectedRequestsSlice, selectMemberRequest } from './requestsSlice';
export {
  requestViewOf,
  stateFromListing,
  SEND_LABEL,
  WITHDRAW_LABEL,
  EXPIRED_LABEL,
  type ClickEvent,
} from './requestView';
