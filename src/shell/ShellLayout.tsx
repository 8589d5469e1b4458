/**
 * The authenticated shell: header with the logo, the user's company and the profile button, and
 * the screen below it. The full navigation, search and profile panel are built by the shell issue.
 */
import { Anchor, AppShell, Avatar, Group, Menu, Text, UnstyledButton } from '@mantine/core';
import { Link, Outlet } from 'react-router';
import { useSession } from '../auth/session';
import { texts } from '../lib/texts';
import { initialsOf } from './initials';

export function ShellLayout() {
  const { claims, changePassword, signOut } = useSession();
  const fullName = `${claims.givenName} ${claims.familyName}`.trim();
  return (
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
            <Menu position="bottom-end" withinPortal>
              <Menu.Target>
                <UnstyledButton aria-label={texts.profile.button(fullName)}>
                  <Avatar color="brand" radius="xl">
                    {initialsOf(claims.givenName, claims.familyName)}
                  </Avatar>
                </UnstyledButton>
              </Menu.Target>
              <Menu.Dropdown>
                <Menu.Label>{fullName}</Menu.Label>
                <Menu.Label>{claims.email}</Menu.Label>
                <Menu.Item onClick={() => void changePassword()}>{texts.profile.changePassword}</Menu.Item>
                <Menu.Item onClick={() => void signOut()}>{texts.profile.signOut}</Menu.Item>
              </Menu.Dropdown>
            </Menu>
          </Group>
        </Group>
      </AppShell.Header>
      <AppShell.Main>
        <Outlet />
      </AppShell.Main>
    </AppShell>
  );
}
