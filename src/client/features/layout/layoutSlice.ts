import { createSlice } from '@reduxjs/toolkit';

export interface LayoutState {
  /** Closed once per visit: kept in sessionStorage by a listener, read back at start. */
  launchPopupDismissed: boolean;
}

export const initialLayoutState: LayoutState = { launchPopupDismissed: false };

export const layoutSlice = createSlice({
  name: 'layout',
  initialState: initialLayoutState,
  reducers: {
    launchPopupDismissed: (state) => {
      state.launchPopupDismissed = true;
    },
  },
  selectors: {
    selectLaunchPopupDismissed: (state) => state.launchPopupDismissed,
  },
});

export const { launchPopupDismissed } = layoutSlice.actions;
export const { selectLaunchPopupDismissed } = layoutSlice.selectors;

export const POPUP_DISMISSED_KEY = 'launchPopupDismissed';

export const loadLayout = (storage: Storage): LayoutState => {
  try {
    return { launchPopupDismissed: storage.getItem(POPUP_DISMISSED_KEY) === '1' };
  } catch {
    return initialLayoutState;
  }
};
