/**
 * The top navigation (docs/product-rules.md#shell): the links the access policy gives the user, in the
 * config's order, the active one highlighted (aria-current="page"). Below the md breakpoint the links move
 * into a drawer opened by a burger, so the header fits a 360 px phone.
 */
import { Burger, Button, Group } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { lazy, Suspense, useState } from 'react';
import { Link, useLocation } from 'react-router';
import type { NavLinkSpec } from '../language/access';
import { texts } from '../lib/texts';
import { navBreakpoint } from './navBreakpoint';
import { useStartScreen, useWarmScreens } from './useStartScreen';

// The drawer loads when the burger first opens it (NavDrawer.tsx).
const NavDrawer = lazy(() => import('./NavDrawer'));

function isActive(pathname: string, path: string): boolean {
  return pathname === path || pathname.startsWith(`${path}/`);
}

/** A finger's target on a phone (WCAG 2.5.5): the burger and the drawer's links. */
const touchTarget = 44;

function NavLinks({
  links,
  onNavigate,
  touch = false,
}: {
  links: readonly NavLinkSpec[];
  onNavigate?: () => void;
  /** In the phone's drawer: each link a finger's height. */
  touch?: boolean;
}) {
  const { pathname } = useLocation();
  const start = useStartScreen();
  return links.map((link) => {
    const active = isActive(pathname, link.path);
    // The screen's first rows leave with the intent, not after the screen's code.
    const startScreen = () => start(link.path);
    return (
      <Button
        key={link.path}
        component={Link}
        to={link.path}
        onPointerEnter={startScreen}
        onFocus={startScreen}
        onClick={() => {
          startScreen();
          onNavigate?.();
        }}
        variant={active ? 'filled' : 'subtle'}
        aria-current={active ? 'page' : undefined}
        data-active={active || undefined}
        px="sm"
        h={touch ? touchTarget : undefined}
      >
        {link.label}
      </Button>
    );
  });
}

export function TopNav({ links }: { links: readonly NavLinkSpec[] }) {
  const [opened, { toggle, close }] = useDisclosure(false);
  // Once opened, the drawer stays mounted, so that closing it plays its transition.
  const [drawerLoaded, setDrawerLoaded] = useState(false);
  if (opened && !drawerLoaded) setDrawerLoaded(true);
  useWarmScreens(links.map((link) => link.path));
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
        w={touchTarget}
        h={touchTarget}
        aria-label={texts.shell.openNav}
        aria-expanded={opened}
      />
      {drawerLoaded && (
        <Suspense fallback={null}>
          <NavDrawer opened={opened} onClose={close}>
            <NavLinks links={links} onNavigate={close} touch />
          </NavDrawer>
        </Suspense>
      )}
    </>
  );
}
