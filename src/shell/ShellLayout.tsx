/**
 * The authenticated shell: a skip link, the header (logo, top navigation, search, the active client
 * — the control that changes it —, profile), the screen, and the footer, all within the selected
 * client's context.
 */
import { AppShell, Box, Group } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { lazy, Suspense, useCallback, useMemo } from 'react';
import { Outlet } from 'react-router';
import { screens } from '../../screens.config';
import type { Notificacion } from '../api/generated/model';
import { OnceOpened } from '../components/OnceOpened';
import { ActiveClient } from '../features/clients/ActiveClient';
import { ProfileControl } from '../features/profile/ProfileControl';
import { GlobalSearch } from '../features/search/GlobalSearch';
import {
  canChangeClient,
  canSearch,
  logoTargetFor,
  maxLinksWithFullLogo,
  navLinksFor,
} from '../language/access';
import { ListHrefContext } from '../language/listLinks';
import { SelectedClientProvider, useSelectedClient } from '../session/SelectedClientProvider';
import { Footer } from './Footer';
import { Logo } from './Logo';
import { listHrefFor } from './listPlaces';
import { notificationTarget } from './notificationTargets';
import { SkipLink } from './SkipLink';
import { searchTargetsFor } from './searchTargets';
import { TopNav } from './TopNav';
import { useAccessContext } from './useAccessContext';
import { usePageViews } from './usePageViews';

// Loaded when first opened: its select (Mantine's combobox) is not part of the signed-in home.
const ChangeClientDialog = lazy(() =>
  import('../features/clients/ChangeClientDialog').then((m) => ({ default: m.ChangeClientDialog })),
);

/** The id of <main>, where the skip link leads. */
const mainId = 'contenido';

export function ShellLayout() {
  return (
    <SelectedClientProvider>
      <Shell />
    </SelectedClientProvider>
  );
}

function Shell() {
  const { clients, digitalizedClients, selection } = useSelectedClient();
  const context = useAccessContext();
  const [changingClient, changeClient] = useDisclosure(false);
  usePageViews({ loading: context.loading, clientName: selection?.client.client ?? null });

  const { role, menuEntries } = context;
  // The header's parts (memo) render again only when what they show changes: the client's lists,
  // menu and directions each land in an urgent render of the shell.
  const links = useMemo(
    () => navLinksFor(screens, { role, selection, menuEntries }),
    [role, selection, menuEntries],
  );
  const showChangeClient = canChangeClient({
    ...context,
    clientListSizes: [clients.length, digitalizedClients.length],
  });
  const targetOf = useCallback(
    (notification: Notificacion) =>
      notificationTarget(notification, screens, { role, selection, menuEntries }),
    [role, selection, menuEntries],
  );
  const searchTargets = useMemo(
    () => searchTargetsFor(screens, { role, selection, menuEntries }),
    [role, selection, menuEntries],
  );
  const listHref = useMemo(
    () => listHrefFor(screens, { role, selection, menuEntries }),
    [role, selection, menuEntries],
  );

  return (
    <AppShell header={{ height: 64 }} padding={0}>
      <SkipLink target={mainId} />
      <AppShell.Header px={{ base: 'xs', sm: 'md' }}>
        <Group h="100%" justify="space-between" wrap="nowrap" gap="sm">
          <Group gap="sm" wrap="nowrap" style={{ flexShrink: 0 }}>
            <Logo to={logoTargetFor(context)} small={links.length > maxLinksWithFullLogo} />
            <TopNav links={links} />
          </Group>
          <Group gap="xs" wrap="nowrap" justify="flex-end" miw={0}>
            {!context.loading && canSearch(context) && <GlobalSearch targets={searchTargets} />}
            <ActiveClient canChange={showChangeClient} onChange={changeClient.open} />
            <ProfileControl targetOf={targetOf} />
          </Group>
        </Group>
      </AppShell.Header>
      {/* Busy while the client's lists load: only the screen's frame shows until they decide it. */}
      <AppShell.Main id={mainId} tabIndex={-1} aria-busy={context.loading || undefined}>
        <Box p="md">
          <ListHrefContext value={listHref}>
            <Outlet />
          </ListHrefContext>
        </Box>
      </AppShell.Main>
      {/* Outside <main> so that it is the page's contentinfo landmark. */}
      <Footer />
      <OnceOpened opened={changingClient}>
        <Suspense fallback={null}>
          <ChangeClientDialog opened={changingClient} onClose={changeClient.close} />
        </Suspense>
      </OnceOpened>
    </AppShell>
  );
}
