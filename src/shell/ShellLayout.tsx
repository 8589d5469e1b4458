/**
 * The authenticated shell: header with the logo, the user's company and the profile control, and
 * the screen below it, all within the selected client's context.
 */
import { Anchor, AppShell, Group, Text } from '@mantine/core';
import { Link, Outlet } from 'react-router';
import { useSession } from '../auth/session';
import { SelectedClientProvider } from '../features/clients/SelectedClientProvider';
import { ProfileControl } from '../features/profile/ProfileControl';
import { texts } from '../lib/texts';

export function ShellLayout() {
  const { claims } = useSession();
  return (
    <SelectedClientProvider>
      <AppShell header={{ height: 64 }} padding="md">
        <AppShell.Header px="md">
          <Group h="100%" justify="space-between" wrap="nowrap">
            <Anchor component={Link} to="/" fw={700} c="brand.7" size="lg" underline="never">
              {texts.appName}
            </Anchor>
            <Group gap="sm" wrap="nowrap">
              <Text size="sm" c="dimmed" visibleFrom="sm" data-testid="empresa">
                {claims.empresa}
              </Text>
              <ProfileControl />
            </Group>
          </Group>
        </AppShell.Header>
        <AppShell.Main>
          <Outlet />
        </AppShell.Main>
      </AppShell>
    </SelectedClientProvider>
  );
}
