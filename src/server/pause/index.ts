// The pause domain's public face: what other server folders may use of it. Other domains import
// only this file, never the domain's handlers, repositories or helpers directly.
export { getMyPause, pauseProfile, resumeProfile } from './handlers/pause';
export { PAUSE_MESSAGES } from './messages';
export { findPause, judgedAt, notPausedAt, pausedMemberIds } from './repositories/pauses';
