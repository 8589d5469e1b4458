import { Group, Text, UnstyledButton } from '@mantine/core';
import { memo } from 'react';
import { Link } from 'react-router';
import { LogoMark } from '../components/LogoMark';
import { iconSizes } from '../lib/iconSizes';
import { texts } from '../lib/texts';

/** The portal's logo, linking to the user's landing; `small` when the navigation is crowded. */
export const Logo = memo(function Logo({ to, small }: { to: string; small: boolean }) {
  const size = small ? iconSizes.lg : iconSizes.xl;
  return (
    <UnstyledButton
      component={Link}
      to={to}
      aria-label={texts.shell.logo}
      data-testid="logo"
      data-size={small ? 'small' : 'full'}
    >
      <Group gap={6} wrap="nowrap">
        <LogoMark size={size} />
        <Text
          fw={700}
          c="brand.7"
          size={small ? 'sm' : 'lg'}
          visibleFrom="xs"
          style={{ whiteSpace: 'nowrap' }}
        >
          {texts.appName}
        </Text>
      </Group>
    </UnstyledButton>
  );
});
