// Public face of the member area's shell: the guard and layout around every member screen, and
// its tabs. The router loads the layout itself as its own chunk.
export { MemberLayout } from './MemberLayout';
export { MemberTabs, MEMBER_TABS } from './MemberTabs';
