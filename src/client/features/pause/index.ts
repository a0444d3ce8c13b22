// Public face of pausing a profile: the section on My Profile and the notice above member screens.
export { PauseNotice } from './PauseNotice';
export { PauseSection } from './PauseSection';
