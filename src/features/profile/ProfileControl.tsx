/**
 * The profile button with the user's initials and the side panel it opens
 * (docs/product-rules.md#notifications and 9): the button carries a mark with the number of new
 * notifications; the panel is a drawer on the right (200 ms) with the notifications, titled 'Notificaciones'
 * plus ' (N nuevas)', each linking to what it is about; the initials or 'Ver mi perfil' toggle to 'Mi perfil'
 * (initials, full name, company, e-mail, 'Cambiar contraseña'). 'Cerrar sesión' is in both views, one click
 * away from the avatar.
 */
import { Avatar, Indicator, UnstyledButton, VisuallyHidden } from '@mantine/core';
import { lazy, memo, Suspense, useId, useState } from 'react';
import type { Notificacion } from '../../api/generated/model';
import { useSession } from '../../auth/session';
import { initialsOf } from '../../lib/initials';
import { texts } from '../../lib/texts';
import type { NotificationTarget } from './notificationTarget';
import { useNewNotificationsCount } from './useProfileNotifications';

// The panel (a Mantine drawer, the notifications list, the profile view) loads when first opened:
// the signed-in home shows only the button.
const ProfileDrawer = lazy(() => import('./ProfileDrawer'));

/** The mark shows at most this; more reads '99+'. */
const maxCountShown = 99;

export interface ProfileControlProps {
  /** Where a notification leads (the shell knows the screens); none when not given. */
  targetOf?: (notification: Notificacion) => NotificationTarget | null;
}

export const ProfileControl = memo(function ProfileControl({ targetOf }: ProfileControlProps) {
  const { claims } = useSession();
  const [opened, setOpened] = useState(false);
  // Once opened, the panel stays mounted, so that closing it plays its transition.
  const [panelLoaded, setPanelLoaded] = useState(false);
  if (opened && !panelLoaded) setPanelLoaded(true);
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
      {panelLoaded && (
        <Suspense fallback={null}>
          <ProfileDrawer
            opened={opened}
            onClose={() => setOpened(false)}
            fullName={fullName}
            initials={initials}
            targetOf={targetOf}
          />
        </Suspense>
      )}
    </>
  );
});
