/**
 * The header's active client: its name, and 'digitalizado' when it was picked from that list. For
 * the roles that may change client it is the button that opens 'Cambio de cliente', so what is
 * active and how to change it are one control; for the others it is plain text.
 */
import { Badge, Group, Stack, Text, UnstyledButton, VisuallyHidden } from '@mantine/core';
import { IconBuildingStore, IconSelector } from '@tabler/icons-react';
import { memo } from 'react';
import { iconSizes } from '../../lib/iconSizes';
import { texts } from '../../lib/texts';
import { useSelectedClient } from '../../session/SelectedClientProvider';

interface ActiveClientProps {
  /** Whether the user may change client (the access policy's canChangeClient). */
  canChange: boolean;
  onChange: () => void;
}

/** Long client names are cut with an ellipsis; the full name stays in the accessible name. */
const nameWidth = 'clamp(8rem, 36vw, 18rem)';

export const ActiveClient = memo(function ActiveClient({ canChange, onChange }: ActiveClientProps) {
  const { selection } = useSelectedClient();
  if (!selection) return null;
  const name = selection.client.client;
  const digitalized = selection.digitalizedState;

  const content = (
    <Group gap={6} wrap="nowrap" miw={0}>
      <IconBuildingStore size={iconSizes.sm} aria-hidden style={{ flexShrink: 0 }} />
      {/* The badge goes under the name, so a phone keeps room for the name itself. Stretched, so
          the name is as wide as the room the header leaves it and ends in an ellipsis there (the
          open search box takes some), instead of running under the profile button. */}
      <Stack gap={0} miw={0} align="stretch">
        <Text
          size="sm"
          fw={600}
          lh={1.25}
          truncate="end"
          style={{ maxWidth: nameWidth }}
          data-testid="active-client-name"
        >
          {name}
        </Text>
        {/* A space between name and badge keeps the visible text a phrase of the accessible name. */}
        {digitalized && ' '}
        {digitalized && (
          <Badge size="xs" variant="light" color="brand" style={{ alignSelf: 'flex-start' }}>
            {texts.shell.digitalized}
          </Badge>
        )}
      </Stack>
      {canChange && <IconSelector size={iconSizes.sm} aria-hidden style={{ flexShrink: 0 }} />}
    </Group>
  );

  if (!canChange) {
    return (
      <Group gap={0} wrap="nowrap" miw={0} data-testid="active-client" c="brand.7">
        <VisuallyHidden>{`${texts.shell.activeClient}: `}</VisuallyHidden>
        {content}
      </Group>
    );
  }
  return (
    <UnstyledButton
      onClick={onChange}
      aria-label={texts.shell.activeClientButton(name, digitalized)}
      aria-haspopup="dialog"
      title={name}
      data-testid="active-client"
      c="brand.7"
      px="xs"
      py={6}
      miw={0}
      style={{ border: '1px solid var(--mantine-color-gray-4)', borderRadius: 'var(--mantine-radius-md)' }}
    >
      {content}
    </UnstyledButton>
  );
});
