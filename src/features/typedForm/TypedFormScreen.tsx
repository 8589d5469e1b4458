/**
 * A typed form (react-hook-form + the generated zod schema) as a screen body: the page's title and
 * the form (src/features/typedForm/TypedForm.tsx). Loaded on demand (ScreenBody), so the form
 * libraries stay out of the signed-in home.
 */
import { Container, Paper, Title } from '@mantine/core';
import type { TypedFormSpec } from '../../language';
import { TypedForm } from './TypedForm';

export default function TypedFormScreen({
  title,
  spec,
  embedded = false,
}: {
  title: string;
  spec: TypedFormSpec;
  embedded?: boolean;
}) {
  if (embedded) return <TypedForm spec={spec} />;
  return (
    <Container size="sm" py="xl" component="main">
      <Title order={1} mb="md">
        {title}
      </Title>
      <Paper withBorder p="lg" radius="md">
        <TypedForm spec={spec} />
      </Paper>
    </Container>
  );
}
