import { type ReactNode, useState } from 'react';

/**
 * Its children (a dialog, a drawer) from the first time `opened` is true, and from then on: closed,
 * Mantine's Modal and Drawer still run their transition, focus trap and the form's hooks with the
 * page that holds them; once opened they stay, so they close with their transition.
 */
export function OnceOpened({ opened, children }: { opened: boolean; children: ReactNode }) {
  const [mounted, setMounted] = useState(opened);
  if (opened && !mounted) setMounted(true);
  return mounted || opened ? children : null;
}
