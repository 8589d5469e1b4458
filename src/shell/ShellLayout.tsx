/**
 * The authenticated shell: the header (logo, top navigation, client change, search, profile), the
 * screen, and the footer, all within the selected client's context.
 */
import { ActionIcon, AppShell, Box, Group, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconSettings } from '@tabler/icons-react';
import { Outlet } from 'react-router';
import { screens } from '../../screens.config';
import { useSession } from '../auth/session';
import { ChangeClientDialog } from '../features/clients/ChangeClientDialog';
import { SelectedClientProvider, useSelectedClient } from '../features/clients/SelectedClientProvider';
import { ProfileControl } from '../features/profile/ProfileControl';
import { GlobalSearch } from '../features/search/GlobalSearch';
import { iconSizes } from '../lib/iconSizes';
import { texts } from '../lib/texts';
import {
  canChangeClient,
  canSearch,
  logoTargetFor,
  maxLinksWithFullLogo,
  navLinksFor,
} from '../screens/access';
import { Footer } from './Footer';
import { Logo } from './Logo';
import { TopNav } from './TopNav';
import { useAccessContext } from './useAccessContext';
import { usePageViews } from './usePageViews';

export function ShellLayout() {
  return (
    <SelectedClientProvider>
      <Shell />
    </SelectedClientProvider>
  );
}

function Shell() {
  const { claims } = useSession();
  const { clients, digitalizedClients, selection } = useSelectedClient();
  const context = useAccessContext();
  const [changingClient, changeClient] = useDisclosure(false);
  usePageViews({ loading: context.loading, clientName: selection?.client.client ?? null });

  const links = navLinksFor(screens, context);
  const showChangeClient = canChangeClient({
    ...context,
    clientListSizes: [clients.length, digitalizedClients.length],
  });

  return (
    <AppShell header={{ height: 64 }} padding={0}>
      <AppShell.Header px="md">
        <Group h="100%" justify="space-between" wrap="nowrap" gap="sm">
          <Group gap="sm" wrap="nowrap">
            <Logo to={logoTargetFor(context)} small={links.length > maxLinksWithFullLogo} />
            <TopNav links={links} />
          </Group>
          <Group gap="sm" wrap="nowrap">
            <Text size="sm" c="gray.7" visibleFrom="lg" data-testid="empresa">
              {claims.empresa}
            </Text>
            {!context.loading && canSearch(context) && <GlobalSearch />}
            {showChangeClient && (
              <ActionIcon
                variant="subtle"
                size="lg"
                aria-label={texts.shell.changeClient}
                onClick={changeClient.open}
              >
                <IconSettings size={iconSizes.md} aria-hidden="true" />
              </ActionIcon>
            )}
            <ProfileControl />
          </Group>
        </Group>
      </AppShell.Header>
      <AppShell.Main>
        <Box p="md">
          <Outlet />
        </Box>
      </AppShell.Main>
      {/* Outside <main> so that it is the page's contentinfo landmark. */}
      <Footer />
      <ChangeClientDialog opened={changingClient} onClose={changeClient.close} />
    </AppShell>
  );
}
