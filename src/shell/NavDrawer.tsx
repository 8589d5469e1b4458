/**
 * The top navigation's drawer below the md breakpoint (TopNav.tsx), opened by the burger. Loaded
 * when first opened: a Mantine drawer is not part of the signed-in home.
 */
import { Drawer, Stack } from '@mantine/core';
import type { ReactNode } from 'react';
import { texts } from '../lib/texts';
import { navBreakpoint } from './navBreakpoint';

export default function NavDrawer({
  opened,
  onClose,
  children,
}: {
  opened: boolean;
  onClose: () => void;
  /** The links. */
  children: ReactNode;
}) {
  return (
    <Drawer
      opened={opened}
      onClose={onClose}
      title={texts.appName}
      size="xs"
      hiddenFrom={navBreakpoint}
      // A finger's target, as the burger that opened it.
      closeButtonProps={{ 'aria-label': texts.shell.close, size: 'xl' }}
    >
      <Stack component="nav" aria-label={texts.shell.mainNav} gap={4} align="stretch">
        {children}
      </Stack>
    </Drawer>
  );
}
