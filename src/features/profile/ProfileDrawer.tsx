/**
 * The profile side panel the profile button opens (ProfileControl.tsx): a drawer on the right
 * (200 ms) with the notifications or the user's profile. Loaded when the panel is first opened.
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
import { IconLogout } from '@tabler/icons-react';
import { type ReactNode, useState } from 'react';
import { useSession } from '../../auth/session';
import { iconSizes } from '../../lib/iconSizes';
import { texts } from '../../lib/texts';
import { NotificationsList } from './NotificationsList';
import { notificationsTitle, profilePanelTransitionMs } from './notificationDisplay';
import type { ProfileControlProps } from './ProfileControl';
import { profileTexts } from './profileTexts';
import { useProfileNotifications } from './useProfileNotifications';

type PanelView = 'notifications' | 'profile';

export default function ProfileDrawer({
  opened,
  onClose,
  fullName,
  initials,
  targetOf,
}: {
  opened: boolean;
  onClose: () => void;
  fullName: string;
  initials: string;
  targetOf: ProfileControlProps['targetOf'];
}) {
  return (
    <Drawer.Root
      opened={opened}
      onClose={onClose}
      position="right"
      size="md"
      transitionProps={{ duration: profilePanelTransitionMs }}
    >
      <Drawer.Overlay />
      <Drawer.Content>
        {opened && (
          <ProfilePanel fullName={fullName} initials={initials} targetOf={targetOf} onNavigate={onClose} />
        )}
      </Drawer.Content>
    </Drawer.Root>
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
            <ProfileFact label={profileTexts.company} value={claims.empresa} />
            <ProfileFact label={profileTexts.email} value={claims.email} />
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

/** One fact of the profile: its small grey label over its value. */
function ProfileFact({ label, value }: { label: string; value: ReactNode }) {
  return (
    <Stack gap={0}>
      <Text size="xs" c="gray.7">
        {label}
      </Text>
      <Text size="sm">{value}</Text>
    </Stack>
  );
}
