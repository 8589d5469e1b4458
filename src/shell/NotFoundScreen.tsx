import { Anchor, Container, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { texts } from '../lib/texts';

/** An address the portal does not have; shown inside the shell, with a way to the user's landing. */
export function NotFoundScreen({ home = '/' }: { home?: string }) {
  return (
    <Container size="md" py="xl">
      <Stack gap="xs">
        <Title order={1}>{texts.notFound.heading}</Title>
        <Text>{texts.notFound.body}</Text>
        <Anchor component={Link} to={home}>
          {texts.notFound.home}
        </Anchor>
      </Stack>
    </Container>
  );
}
