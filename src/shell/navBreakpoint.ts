/** Below this Mantine breakpoint the top navigation's links move into a drawer (TopNav.tsx). */
export const navBreakpoint = 'md';
