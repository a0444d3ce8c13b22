export { memberEvent, type MemberEventPayload } from './requestActions';
export { registerRequestListeners } from './requestListener';
