import {
  Anchor,
  Button,
  Card,
  createTheme,
  darken,
  DEFAULT_THEME,
  Paper,
  toRgba,
  type CSSVariablesResolver,
  type MantineColorsTuple,
  type MantineTheme,
} from '@mantine/core';

// A calm green: progress and money saved, without the alarm of red or the coldness of grey-blue.
// Shade 8 (the light scheme's primary) is dark enough for white text on a filled button and for
// green text on white or on a light-variant tint: 5.6:1 and 4.9:1, over WCAG AA's 4.5:1 (axe-core
// in the journeys checks it; the earlier #0b9c68 gave 3.5:1).
const paydown: MantineColorsTuple = [
  '#e6fcf4',
  '#d3f5e8',
  '#a8e9d0',
  '#79ddb6',
  '#53d2a0',
  '#3acb92',
  '#2bc78a',
  '#1bb077',
  '#00774c',
  '#006442',
];

// Mantine's gray 6 (#868e96) is its secondary-text grey (`dimmed`, a toast's message, the bottom
// bar's labels) and reads at 3.3:1 on white, under WCAG AA's 4.5:1; this one (6.1:1 on white, 5.3:1
// on a light tint) still reads as secondary.
const gray = DEFAULT_THEME.colors.gray.map((shade, i) => (i === 6 ? '#5c636a' : shade)) as unknown as MantineColorsTuple;

// Mantine's headings have their own font setting (a system stack by default): both get the body font.
const FONT_FAMILY = 'Inter, ui-sans-serif, system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif';

export const theme = createTheme({
  primaryColor: 'paydown',
  primaryShade: { light: 8, dark: 6 },
  colors: { paydown, gray },
  defaultRadius: 'md',
  cursorType: 'pointer',
  fontFamily: FONT_FAMILY,
  headings: { fontFamily: FONT_FAMILY, fontWeight: '700' },
  components: {
    Button: Button.extend({ defaultProps: { radius: 'md' } }),
    // Links inside a sentence must not be told apart by colour alone (WCAG 1.4.1): underlined.
    Anchor: Anchor.extend({ defaultProps: { underline: 'always' } }),
    // A dialog's × is an icon: it needs a name for screen readers (axe-core button-name).
    // Plain objects, not Modal.extend / Notification.extend: importing those components here would put
    // them in the sign-in page's entry chunk.
    Modal: { defaultProps: { closeButtonProps: { 'aria-label': 'Close dialog' } } },
    // The toast's close button is an icon: it needs a name for screen readers.
    Notification: { defaultProps: { closeButtonProps: { 'aria-label': 'Close notification' } } },
    Card: Card.extend({ defaultProps: { withBorder: true, radius: 'lg', padding: 'lg', shadow: 'xs' } }),
    Paper: Paper.extend({ defaultProps: { radius: 'lg' } }),
  },
});

/** WCAG 2 contrast ratio of two opaque colours (any CSS colour Mantine's toRgba reads). */
export function contrastRatio(a: string, b: string): number {
  const lum = (color: string) => {
    const { r, g, b: blue } = toRgba(color);
    const [R, G, B] = [r, g, blue].map((v) => {
      const c = v / 255;
      return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
    }) as [number, number, number];
    return 0.2126 * R + 0.7152 * G + 0.0722 * B;
  };
  const [hi, lo] = [lum(a), lum(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

/** Just over WCAG AA's 4.5:1 for body text, so rounding in a browser never drops under it. */
const TEXT_CONTRAST = 4.6;

/** `color`, darkened in 5 % steps until it reaches TEXT_CONTRAST against `background`. */
function darkenUntilReadable(color: string, background: string): string {
  for (let amount = 0; amount <= 0.6; amount += 0.05) {
    const candidate = amount === 0 ? color : darken(color, amount);
    if (contrastRatio(candidate, background) >= TEXT_CONTRAST) return candidate;
  }
  return darken(color, 0.6);
}

/**
 * Mantine's light scheme puts several palettes under AA: white on a filled green, orange, teal or
 * lime (shade 8: 2.5–4:1), their light-variant text (shade 9 on shade 1: 2.7–4.3:1, e.g. a yellow
 * Alert) and `c="green"` text on white. For every palette, the filled colour, the coloured text
 * and the light variant's text are darkened just enough to pass; palettes already over 4.6:1 (blue,
 * violet, gray…) keep Mantine's colours. One rule for every component, so a new badge or alert
 * cannot bring the problem back (axe-core in the journeys checks the screens).
 */
function readablePaletteVariables(theme: MantineTheme): Record<string, string> {
  const variables: Record<string, string> = {};
  for (const [name, shades] of Object.entries(theme.colors)) {
    if (name === 'dark') continue; // the dark scheme's greys, not a palette used for text in light
    const filled = shades[8];
    const lightBackground = shades[1];
    const lightText = shades[9];
    if (!filled || !lightBackground || !lightText) continue;
    // Against gray 0, the lightest background text sits on (grey cards), not only white.
    const onWhite = darkenUntilReadable(filled, theme.colors.gray[0] ?? theme.white);
    if (onWhite !== filled) {
      variables[`--mantine-color-${name}-filled`] = onWhite;
      variables[`--mantine-color-${name}-text`] = onWhite;
      variables[`--mantine-color-${name}-outline`] = onWhite;
    }
    const onTint = darkenUntilReadable(lightText, lightBackground);
    if (onTint !== lightText) variables[`--mantine-color-${name}-light-color`] = onTint;
  }
  return variables;
}

/**
 * Colours that meet WCAG AA in the light scheme (the only scheme the app offers): the palettes
 * above, the darker gray 6 (dimmed text), and error text in red 9 (5.5:1) instead of red 6 (3.6:1).
 */
export const cssVariablesResolver: CSSVariablesResolver = (t) => ({
  variables: {},
  light: {
    ...readablePaletteVariables(t),
    '--mantine-color-error': 'var(--mantine-color-red-9)',
  },
  dark: {},
});
