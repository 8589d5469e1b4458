/**
 * What a page shows when rendering it fails (docs/product-rules.md#shell): the image 'No hay resultados', the
 * Spanish heading, 'Reintentar' and the error's name and message. The route's errorElement.
 */
import { Button, Container, Image, Stack, Text, Title } from '@mantine/core';
import { useLocation, useNavigate, useRouteError } from 'react-router';
import { texts } from '../lib/texts';

export function ErrorFallback() {
  const error = useRouteError();
  const navigate = useNavigate();
  const location = useLocation();
  const { name, message } = describe(error);
  // A navigation to the same address is a new location: the route's error boundary resets and
  // the page renders again from scratch.
  const retry = () =>
    void navigate(`${location.pathname}${location.search}${location.hash}`, { replace: true });
  return (
    <Container size="sm" py="xl">
      <Stack gap="md" align="center" ta="center">
        <Image src="/no-results.svg" alt={texts.errorFallback.imageAlt} w={160} h={120} />
        <Title order={1} size="h2">
          {texts.errorFallback.heading}
        </Title>
        <Button onClick={retry}>{texts.errorFallback.retry}</Button>
        <Text>
          <strong>{texts.errorFallback.errorName}:</strong> <span data-testid="error-name">{name}</span>
        </Text>
        <Text>
          <strong>{texts.errorFallback.errorMessage}:</strong>{' '}
          <span data-testid="error-message">{message}</span>
        </Text>
      </Stack>
    </Container>
  );
}

function describe(error: unknown): { name: string; message: string } {
  if (error instanceof Error) return { name: error.name, message: error.message };
  if (error && typeof error === 'object' && 'status' in error) {
    const response = error as { status: unknown; statusText?: unknown };
    return { name: `HTTP ${String(response.status)}`, message: String(response.statusText ?? '') };
  }
  return { name: 'Error', message: String(error) };
}
