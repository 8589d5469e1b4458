/**
 * The profile button with the user's initials and the side panel it opens (spec sections 2, 4, 6
 * and 9): the button carries a mark with the number of new notifications; the panel is a drawer on
 * the right (200 ms) with the notifications, titled 'Notificaciones' plus ' (N nuevas)', each
 * linking to what it is about; the initials or 'Ver mi perfil' toggle to 'Mi perfil' (initials,
 * full name, company, e-mail, 'Cambiar contraseña'). 'Cerrar sesión' is in both views, one click
 * away from the avatar.
 */
import {
  Anchor,
  Avatar,
  Button,
  Drawer,
  Group,
  Indicator,
  Stack,
  Text,
  UnstyledButton,
  VisuallyHidden,
} from '@mantine/core';
import { IconLogout } from '@tabler/icons-react';
import { useId, useState } from 'react';
import type { Notificacion } from '../../api/generated/model';
import { useSession } from '../../auth/session';
import { iconSizes } from '../../lib/iconSizes';
import { texts } from '../../lib/texts';
import { initialsOf } from '../../shell/initials';
import { NotificationsList } from './NotificationsList';
import { type NotificationTarget, notificationsTitle, profilePanelTransitionMs } from './notificationDisplay';
import { profileTexts } from './profileTexts';
import { useNewNotificationsCount, useProfileNotifications } from './useProfileNotifications';

type PanelView = 'notifications' | 'profile';

/** The mark shows at most this; more reads '99+'. */
const maxCountShown = 99;

interface ProfileControlProps {
  /** Where a notification leads (the shell knows the screens); none when not given. */
  targetOf?: (notification: Notificacion) => NotificationTarget | null;
}

export function ProfileControl({ targetOf }: ProfileControlProps) {
  const { claims } = useSession();
  const [opened, setOpened] = useState(false);
  const newCount = useNewNotificationsCount();
  const countId = useId();
  const fullName = `${claims.givenName} ${claims.familyName}`.trim();
  const initials = initialsOf(claims.givenName, claims.familyName);
  return (
    <>
      {/* The mark sits outside the button: the button's name is the text on it (label in name) and
          the count reaches screen readers as its description, in words. */}
      <Indicator
        inline
        label={newCount > maxCountShown ? `${maxCountShown}+` : newCount}
        disabled={newCount === 0}
        size={18}
        offset={4}
        color="red.9"
        withBorder
        zIndex={1}
        data-testid="new-notifications"
      >
        <UnstyledButton
          aria-label={texts.profile.button(fullName, initials)}
          aria-describedby={newCount > 0 ? countId : undefined}
          aria-haspopup="dialog"
          aria-expanded={opened}
          onClick={() => setOpened((o) => !o)}
          style={{ borderRadius: '50%', display: 'block' }}
        >
          <Avatar color="brand" radius="xl">
            {initials}
          </Avatar>
        </UnstyledButton>
      </Indicator>
      {newCount > 0 && (
        <VisuallyHidden id={countId}>{texts.profile.newNotifications(newCount)}</VisuallyHidden>
      )}
      <Drawer.Root
        opened={opened}
        onClose={() => setOpened(false)}
        position="right"
        size="md"
        transitionProps={{ duration: profilePanelTransitionMs }}
      >
        <Drawer.Overlay />
        <Drawer.Content>
          {opened && (
            <ProfilePanel
              fullName={fullName}
              initials={initials}
              targetOf={targetOf}
              onNavigate={() => setOpened(false)}
            />
          )}
        </Drawer.Content>
      </Drawer.Root>
    </>
  );
}

/** Mounted while the panel is open: the notifications are asked for each time it opens. */
function ProfilePanel({
  fullName,
  initials,
  targetOf,
  onNavigate,
}: {
  fullName: string;
  initials: string;
  targetOf: ProfileControlProps['targetOf'];
  onNavigate: () => void;
}) {
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
        <Group justify="space-between" mb="md" wrap="wrap" gap="xs">
          <UnstyledButton onClick={toggle} aria-pressed={view === 'profile'}>
            <Avatar color="brand" radius="xl" size="lg">
              {initials}
            </Avatar>
            <VisuallyHidden>
              {view === 'notifications' ? profileTexts.showProfile : profileTexts.showNotifications}
            </VisuallyHidden>
          </UnstyledButton>
          <Group gap="xs" wrap="wrap" justify="flex-end">
            <Button variant="subtle" onClick={toggle}>
              {view === 'notifications' ? profileTexts.seeMyProfile : profileTexts.seeNotifications}
            </Button>
            <Button
              variant="outline"
              leftSection={<IconLogout size={iconSizes.sm} aria-hidden />}
              onClick={() => void signOut()}
            >
              {texts.profile.signOut}
            </Button>
          </Group>
        </Group>
        {view === 'notifications' ? (
          <NotificationsList query={notifications} targetOf={targetOf} onOpenTarget={onNavigate} />
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
          </Stack>
        )}
      </Drawer.Body>
    </>
  );
}
