import { Container, Stack, Text, Title } from '@mantine/core';
import type { PendingSpec } from '../language';
import { texts } from '../lib/texts';

/** What a declared screen shows until the issue that builds it lands. */
export function PendingScreen({ title, spec }: { title: string; spec: PendingSpec }) {
  return (
    <Container size="md" py="xl">
      <Stack gap="xs">
        <Title order={1}>{title}</Title>
        <Text fw={600}>{texts.pending.heading}</Text>
        <Text>{spec.description}</Text>
        <Text c="gray.7" size="sm">
          {texts.pending.body(spec.issue)}
        </Text>
      </Stack>
    </Container>
  );
}
