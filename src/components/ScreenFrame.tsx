/**
 * The page around a screen body: a container with the screen's h1, or nothing at all when the body
 * is embedded in another screen (a tab or a section), whose own heading already names it.
 */
import { Container, type ContainerProps, Title } from '@mantine/core';
import type { ReactNode } from 'react';

interface ScreenFrameProps {
  title: string;
  embedded?: boolean;
  /** Container width; forms read better narrow. Default 'xl'. */
  size?: ContainerProps['size'];
  children: ReactNode;
}

export function ScreenFrame({ title, embedded = false, size = 'xl', children }: ScreenFrameProps) {
  if (embedded) return children;
  return (
    <Container size={size} py="md">
      <Title order={1} mb="md">
        {title}
      </Title>
      {children}
    </Container>
  );
}
