/**
 * Whether the screen is narrower than the theme's `sm` breakpoint (639 px, docs/product-rules.md#look): where
 * a table row no longer fits and reads as a card, and labels go above their values.
 */
import { useMantineTheme } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';

export function usePhone(): boolean {
  const { breakpoints } = useMantineTheme();
  // The first render already knows (no table flashing before the cards on a phone).
  return (
    useMediaQuery(`(max-width: ${breakpoints.sm})`, undefined, { getInitialValueInEffect: false }) ?? false
  );
}
