/**
 * The page around a screen body: a container with the screen's h1, or nothing at all when the body
 * is embedded in another screen (a tab or a section), whose own heading already names it.
 */
import { Container, type ContainerProps, Title } from '@mantine/core';
import type { ReactNode } from 'react';

interface ScreenFrameProps {
  title: string;
  embedded?: boolean;
  /**
   * Container width; forms read better narrow, tables want every column they can show. Default
   * 'xl'; 'wide' takes the screen's width up to a limit past which rows are too long to read.
   */
  size?: ContainerProps['size'] | 'wide';
  children: ReactNode;
}

/** The widest a 'wide' screen grows (a full-HD screen's width, less the page's margins). */
const wideMaxWidth = 1880;

export function ScreenFrame({ title, embedded = false, size = 'xl', children }: ScreenFrameProps) {
  if (embedded) return children;
  return (
    <Container size={size === 'wide' ? wideMaxWidth : size} px={size === 'wide' ? 0 : undefined} py="md">
      <Title order={1} mb="md">
        {title}
      </Title>
      {children}
    </Container>
  );
}
