import { createAction } from '@reduxjs/toolkit';
import type { AuthEvent } from './authMachine';

/**
 * The one action of the login flow: its payload is the machine event. It lives apart from the
 * slice so that the shell (logout, the listener) can send it without loading xstate.
 */
export const flowEvent = createAction<AuthEvent>('auth/flowEvent');
