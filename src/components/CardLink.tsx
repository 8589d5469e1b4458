/**
 * A bordered card of the home (a KPI, a pending matter): with a list to go to, the whole card is a
 * link to it (its whole text its name); without, it is a plain card (a group where it is given a
 * name by `aria-labelledby`).
 */
import { Paper, type PaperProps } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import classes from './CardLink.module.css';

interface CardLinkProps extends PaperProps {
  /** The list the card leads to; null for a card without one. */
  href: string | null;
  children: ReactNode;
  /** data-* attributes that name the card for tests and styles. */
  [data: `data-${string}`]: string | boolean | undefined;
}

export function CardLink({ href, children, ...card }: CardLinkProps) {
  return href ? (
    <Paper withBorder radius="md" {...card} component={Link} to={href} className={classes.link}>
      {children}
    </Paper>
  ) : (
    <Paper withBorder radius="md" {...card}>
      {children}
    </Paper>
  );
}
