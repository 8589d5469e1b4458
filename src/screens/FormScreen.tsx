/**
 * The generic schema form screen (screens.config.ts `defineForm`). Loaded on demand (ScreenBody) so
 * that the form library and ajv stay out of the signed-in home.
 */
import { Container, Title } from '@mantine/core';
import { SchemaForm } from '../features/schemaForm/SchemaForm';
import type { FormSpec } from './define';

export default function FormScreen({
  title,
  spec,
  embedded = false,
}: {
  title: string;
  spec: FormSpec;
  embedded?: boolean;
}) {
  if (embedded) return <SchemaForm spec={spec} />;
  return (
    <Container size="sm" py="md">
      <Title order={1} mb="md">
        {title}
      </Title>
      <SchemaForm spec={spec} />
    </Container>
  );
}
