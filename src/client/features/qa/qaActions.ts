import { createAction } from '@reduxjs/toolkit';

/** Where the screen went; no reducer takes it, but the QA panel follows it while stepping. */
export const qaNavigated = createAction<{ path: string }>('qa/navigated');

/** While the panel steps through a recording the screen must not reach the service. */
export const replayGuard = { replaying: false };
