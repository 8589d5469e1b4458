import './focus.css';
import './searchInputs.css';
import {
  Alert,
  type CSSVariablesResolver,
  createTheme,
  darken,
  type MantineColorsTuple,
} from '@mantine/core';
import { texts } from '../lib/texts';

/** Shades around the brand primary #003d4a (index 7), docs/product-rules.md#look. */
const brand: MantineColorsTuple = [
  '#e3f6fa',
  '#c6e9f0',
  '#95d3e0',
  '#5fbbcf',
  '#36a5bf',
  '#1a8aa3',
  '#0b6478',
  '#003d4a',
  '#00313b',
  '#00232b',
];

export const theme = createTheme({
  primaryColor: 'brand',
  primaryShade: 7,
  colors: { brand },
  // The breakpoints of docs/product-rules.md#look, in em (16px base): 479, 639, 1023, 1365, 1919 px.
  breakpoints: { xs: '29.9375em', sm: '39.9375em', md: '63.9375em', lg: '85.3125em', xl: '119.9375em' },
  fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
  // Keyboard focus shows Mantine's 2px ring on its controls; focus.css gives the same ring to links,
  // plain elements and text inputs.
  focusRing: 'auto',
  components: {
    // Every drawer and dialog names its close button (a bare × is 'button' to a screen reader).
    Drawer: { defaultProps: { closeButtonProps: { 'aria-label': texts.shell.close } } },
    Modal: { defaultProps: { closeButtonProps: { 'aria-label': texts.shell.close } } },
    // A notification's close button is an icon: it needs a name too (axe: button-name).
    // Its description in the AA grey of dimmed text, not Mantine's gray.6 (3.3:1 on white).
    Notification: {
      defaultProps: { closeButtonProps: { 'aria-label': texts.shell.close } },
      styles: { description: { color: 'var(--mantine-color-dimmed)' } },
    },
    // A light alert's title is drawn in its colour's light-variant shade, which on its tinted
    // background is below AA for green, yellow, red (2.5:1 for green): the darkest shade, darker.
    Alert: Alert.extend({
      vars: (mantine, props) => {
        const shades = mantine.colors[props.color ?? mantine.primaryColor];
        const light = props.variant === undefined || props.variant === 'light';
        return { root: light && shades ? { '--alert-color': darken(shades[9], 0.35) } : {} };
      },
    }),
  },
});

/**
 * Secondary text at AA contrast (4.6:1 on white): Mantine's default placeholder (2:1) and dimmed
 * (3.3:1) greys fail WCAG, for field descriptions and for placeholders drawn as text (date ranges).
 */
export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: { '--mantine-color-placeholder': '#6c757d', '--mantine-color-dimmed': '#6c757d' },
  dark: {},
});
