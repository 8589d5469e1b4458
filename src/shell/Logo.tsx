import { Group, Text, UnstyledButton } from '@mantine/core';
import { Link } from 'react-router';
import { iconSizes } from '../lib/iconSizes';
import { texts } from '../lib/texts';

/** The portal's logo, linking to the user's landing; `small` when the navigation is crowded. */
export function Logo({ to, small }: { to: string; small: boolean }) {
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
        <svg width={size} height={size} viewBox="0 0 40 40" aria-hidden="true" focusable="false">
          <circle cx="20" cy="20" r="19" fill="#003d4a" />
          <path d="M12 24c0-8 6-13 16-13-1 9-6 15-13 15l-3 3" fill="none" stroke="#fff" strokeWidth="3" />
        </svg>
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
}
