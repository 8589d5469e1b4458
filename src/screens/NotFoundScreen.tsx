import { Anchor, Container, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { texts } from '../lib/texts';

export function NotFoundScreen() {
  return (
    <Container size="md" py="xl">
      <Stack gap="xs">
        <Title order={1}>{texts.notFound.heading}</Title>
        <Text>{texts.notFound.body}</Text>
        <Anchor component={Link} to="/">
          {texts.notFound.home}
        </Anchor>
      </Stack>
    </Container>
  );
}
