// Public face of auth: what other parts of the client may import.
export { flowEvent } from './authActions';
export { authMachine } from './authMachine';
export { injectedAuthSlice } from './authSlice';
