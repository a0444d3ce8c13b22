import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import type { ThunkExtra } from '../../api/transport';
import { useAppDispatch } from '../../app/hooks';

export type Go = (to: string) => void;

/**
 * How listeners move the screen (the login flow's goHome). The store holds no router: the
 * screen that may be left attaches its navigate function while it is mounted, so a late timer
 * after the member walked away moves nothing.
 */
export interface Navigation {
  navigate: Go;
  attach: (go: Go) => () => void;
}

export function createNavigation(): Navigation {
  let current: Go | null = null;
  return {
    navigate: (to) => current?.(to),
    attach: (go) => {
      current = go;
      return () => {
        if (current === go) current = null;
      };
    },
  };
}

/** The store's thunk and listener extra argument. */
export interface AppExtra extends ThunkExtra {
  navigation: Navigation;
}

/** A thunk, so that the function never travels in an action or sits in the state. */
export const attachNavigation =
  (go: Go) =>
  (_dispatch: unknown, _getState: unknown, extra: AppExtra): (() => void) =>
    extra.navigation.attach(go);

/** Lets the store's listeners navigate while the calling screen is mounted. */
export function useNavigationBridge(): void {
  const navigate = useNavigate();
  const dispatch = useAppDispatch();
  useEffect(
    () => dispatch(attachNavigation((to) => void navigate(to, { replace: true }))),
    [dispatch, navigate],
  );
}
