/**
 * The top navigation (docs/product-rules.md#shell): the links the access policy gives the user, in the
 * config's order, the active one highlighted (aria-current="page"). Below the md breakpoint the links move
 * into a drawer opened by a burger, so the header fits a 360 px phone.
 */
import { Burger, Button, Group, useMantineTheme } from '@mantine/core';
import { useDisclosure, useMediaQuery } from '@mantine/hooks';
import { lazy, memo, Suspense, useState } from 'react';
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

export const TopNav = memo(function TopNav({ links }: { links: readonly NavLinkSpec[] }) {
  const [opened, { toggle, close }] = useDisclosure(false);
  // Once opened, the drawer stays mounted, so that closing it plays its transition.
  const [drawerLoaded, setDrawerLoaded] = useState(false);
  if (opened && !drawerLoaded) setDrawerLoaded(true);
  // The links' screens' code loads ahead of a click once the page is idle when the links are in
  // the header; on a phone, once the burger opens the drawer that holds them. There, evaluating
  // that code would be a long stretch of a slow phone's main thread while the home still settles,
  // for a tap that needs the drawer first.
  const { breakpoints } = useMantineTheme();
  const inline =
    useMediaQuery(`(min-width: ${breakpoints[navBreakpoint]})`, undefined, {
      getInitialValueInEffect: false,
    }) ?? false;
  useWarmScreens(
    links.map((link) => link.path),
    inline || drawerLoaded,
  );
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
});
