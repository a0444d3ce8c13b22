export { AppShell } from './AppShell';
export {
  layoutSlice,
  launchPopupDismissed,
  selectLaunchPopupDismissed,
  loadLayout,
} from './layoutSlice';
export { readFooter, type FooterContent } from './footerContent';
