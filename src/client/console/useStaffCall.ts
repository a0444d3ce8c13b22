import { useEffect } from 'react';
import { isWireError } from '../api/wireBaseQuery';
import { useAppDispatch } from '../app/hooks';
import { sessionEnded } from './consoleSlice';

/** What the server answers a team call without a live staff session (staff/messages.ts). */
export const NOT_SIGNED_IN = 'Please sign in to the team console.';

export const errorText = (error: unknown): string =>
  isWireError(error) ? error.message : 'Something went wrong. Please try again.';

/** A team query whose session ended (idle, 12 hours, disabled) sends the console back to sign-in. */
export function useSessionEndWatch(error: unknown): void {
  const dispatch = useAppDispatch();
  const ended = isWireError(error) && error.message === NOT_SIGNED_IN;
  useEffect(() => {
    if (ended) dispatch(sessionEnded());
  }, [ended, dispatch]);
}
