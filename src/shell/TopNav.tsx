/**
 * The top navigation (spec section 2): the links the access policy gives the user, in the config's
 * order, the active one highlighted (aria-current="page"). Below the md breakpoint the links move
 * into a drawer opened by a burger, so the header fits a 360 px phone.
 */
import { Burger, Button, Drawer, Group, Stack } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { Link, useLocation } from 'react-router';
import { texts } from '../lib/texts';
import type { NavLinkSpec } from '../screens/access';

export const navBreakpoint = 'md';

function isActive(pathname: string, path: string): boolean {
  return pathname === path || pathname.startsWith(`${path}/`);
}

function NavLinks({ links, onNavigate }: { links: readonly NavLinkSpec[]; onNavigate?: () => void }) {
  const { pathname } = useLocation();
  return links.map((link) => {
    const active = isActive(pathname, link.path);
    return (
      <Button
        key={link.path}
        component={Link}
        to={link.path}
        onClick={onNavigate}
        variant={active ? 'filled' : 'subtle'}
        aria-current={active ? 'page' : undefined}
        data-active={active || undefined}
        px="sm"
      >
        {link.label}
      </Button>
    );
  });
}

export function TopNav({ links }: { links: readonly NavLinkSpec[] }) {
  const [opened, { toggle, close }] = useDisclosure(false);
  return (
    <>
      <Group
        component="nav"
        aria-label={texts.shell.mainNav}
        gap={4}
        wrap="nowrap"
        visibleFrom={navBreakpoint}
      >
        <NavLinks links={links} />
      </Group>
      <Burger
        opened={opened}
        onClick={toggle}
        hiddenFrom={navBreakpoint}
        size="sm"
        aria-label={texts.shell.openNav}
        aria-expanded={opened}
      />
      <Drawer
        opened={opened}
        onClose={close}
        title={texts.appName}
        size="xs"
        hiddenFrom={navBreakpoint}
        closeButtonProps={{ 'aria-label': texts.shell.close }}
      >
        <Stack component="nav" aria-label={texts.shell.mainNav} gap={4} align="stretch">
          <NavLinks links={links} onNavigate={close} />
        </Stack>
      </Drawer>
    </>
  );
}
