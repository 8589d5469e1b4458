/** The profile button with the user's initials, and what it opens. */
import { Avatar, Menu, UnstyledButton } from '@mantine/core';
import { useSession } from '../../auth/session';
import { texts } from '../../lib/texts';
import { initialsOf } from '../../shell/initials';

export function ProfileControl() {
  const { claims, changePassword, signOut } = useSession();
  const fullName = `${claims.givenName} ${claims.familyName}`.trim();
  return (
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
  );
}
