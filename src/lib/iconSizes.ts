/**
 * Icon sizes in px (docs/product-rules.md#look). The shell and the screens pick one of these, never a
 * literal.
 */
export const iconSizes = {
  xs: 16,
  sm: 20,
  md: 24,
  lg: 32,
  xl: 40,
  xxl: 48,
  huge: 64,
  giant: 96,
} as const;
