/**
 * The page around a screen body: a container with the screen's h1, or nothing at all when the body
 * is embedded in another screen (a tab or a section), whose own heading already names it. The
 * screen's title is known below it (useScreenTitle): an embedded body names itself by its tab, and
 * what it sends out (a mail's subject) by its screen.
 */
import { Container, type ContainerProps, Title } from '@mantine/core';
import { createContext, type ReactNode, useContext } from 'react';

const ScreenTitle = createContext<string | null>(null);

/** The title of the screen around the caller (its h1), or null outside a screen. */
export function useScreenTitle(): string | null {
  return useContext(ScreenTitle);
}

/**
 * Container width; forms read better narrow, tables want every column they can show. 'wide' takes
 * the screen's width up to a limit past which rows are too long to read.
 */
export type ScreenFrameSize = ContainerProps['size'] | 'wide';

interface ScreenFrameProps {
  title: string;
  embedded?: boolean;
  /** Default 'xl'. */
  size?: ScreenFrameSize;
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
      <ScreenTitle value={title}>{children}</ScreenTitle>
    </Container>
  );
}
