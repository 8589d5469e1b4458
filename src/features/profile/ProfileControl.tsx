/**
 * The profile button with the user's initials and the side panel it opens (spec sections 2, 4, 6
 * and 9): a drawer on the right (200 ms) with the notifications, titled 'Notificaciones' plus
 * ' (N nuevas)'; the initials or 'Ver mi perfil' toggle to 'Mi perfil' (initials, full name,
 * company, e-mail, 'Cambiar contraseña' and 'Cerrar sesión').
 */
import {
  Anchor,
  Avatar,
  Button,
  Drawer,
  Group,
  Stack,
  Text,
  UnstyledButton,
  VisuallyHidden,
} from '@mantine/core';
import { useState } from 'react';
import { useSession } from '../../auth/session';
import { texts } from '../../lib/texts';
import { initialsOf } from '../../shell/initials';
import { NotificationsList } from './NotificationsList';
import { notificationsTitle, profilePanelTransitionMs } from './notificationDisplay';
import { profileTexts } from './profileTexts';
import { useProfileNotifications } from './useProfileNotifications';

type PanelView = 'notifications' | 'profile';

export function ProfileControl() {
  const { claims } = useSession();
  const [opened, setOpened] = useState(false);
  const fullName = `${claims.givenName} ${claims.familyName}`.trim();
  const initials = initialsOf(claims.givenName, claims.familyName);
  return (
    <>
      <UnstyledButton
        aria-label={texts.profile.button(fullName, initials)}
        aria-haspopup="dialog"
        aria-expanded={opened}
        onClick={() => setOpened((o) => !o)}
      >
        <Avatar color="brand" radius="xl">
          {initials}
        </Avatar>
      </UnstyledButton>
      <Drawer.Root
        opened={opened}
        onClose={() => setOpened(false)}
        position="right"
        size="md"
        transitionProps={{ duration: profilePanelTransitionMs }}
      >
        <Drawer.Overlay />
        <Drawer.Content>{opened && <ProfilePanel fullName={fullName} initials={initials} />}</Drawer.Content>
      </Drawer.Root>
    </>
  );
}

/** Mounted while the panel is open: the notifications are asked for each time it opens. */
function ProfilePanel({ fullName, initials }: { fullName: string; initials: string }) {
  const { claims, changePassword, signOut } = useSession();
  const [view, setView] = useState<PanelView>('notifications');
  const notifications = useProfileNotifications();
  const toggle = () => setView((v) => (v === 'notifications' ? 'profile' : 'notifications'));

  return (
    <>
      <Drawer.Header>
        <Drawer.Title fw={700} fz="lg">
          {view === 'notifications' ? notificationsTitle(notifications.data?.nuevas) : profileTexts.myProfile}
        </Drawer.Title>
        <Drawer.CloseButton aria-label={profileTexts.close} />
      </Drawer.Header>
      <Drawer.Body>
        <Group justify="space-between" mb="md" wrap="nowrap">
          <UnstyledButton onClick={toggle} aria-pressed={view === 'profile'}>
            <Avatar color="brand" radius="xl" size="lg">
              {initials}
            </Avatar>
            <VisuallyHidden>
              {view === 'notifications' ? profileTexts.showProfile : profileTexts.showNotifications}
            </VisuallyHidden>
          </UnstyledButton>
          <Button variant="subtle" onClick={toggle}>
            {view === 'notifications' ? profileTexts.seeMyProfile : profileTexts.seeNotifications}
          </Button>
        </Group>
        {view === 'notifications' ? (
          <NotificationsList query={notifications} />
        ) : (
          <Stack gap="xs" data-testid="mi-perfil">
            <Avatar color="brand" radius="xl" size="xl" aria-hidden>
              {initials}
            </Avatar>
            <Text fw={700} size="lg">
              {fullName}
            </Text>
            <Stack gap={0}>
              <Text size="xs" c="gray.7">
                {profileTexts.company}
              </Text>
              <Text size="sm">{claims.empresa}</Text>
            </Stack>
            <Stack gap={0}>
              <Text size="xs" c="gray.7">
                {profileTexts.email}
              </Text>
              <Text size="sm">{claims.email}</Text>
            </Stack>
            <Anchor
              component="button"
              type="button"
              size="sm"
              onClick={() => void changePassword()}
              ta="left"
            >
              {texts.profile.changePassword}
            </Anchor>
            <Group mt="md">
              <Button variant="outline" onClick={() => void signOut()}>
                {texts.profile.signOut}
              </Button>
            </Group>
          </Stack>
        )}
      </Drawer.Body>
    </>
  );
}
