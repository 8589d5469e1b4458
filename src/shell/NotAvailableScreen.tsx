import { Anchor, Container, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { texts } from '../lib/texts';

/**
 * A screen the user or the selected client may not open (docs/product-rules.md#access): said in Spanish, with
 * a way back.
 */
export function NotAvailableScreen({ title, home }: { title: string; home: string }) {
  return (
    <Container size="md" py="xl">
      <Stack gap="xs">
        <Title order={1}>{title}</Title>
        <Text>{texts.notAvailable.body}</Text>
        <Anchor component={Link} to={home}>
          {texts.notAvailable.home}
        </Anchor>
      </Stack>
    </Container>
  );
}
