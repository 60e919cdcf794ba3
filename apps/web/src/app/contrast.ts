import { darken, toRgba, type MantineTheme } from '@mantine/core';

// The rule behind theme.ts's READABLE_LIGHT_VARIABLES, kept out of the app's bundle: the sign-in
// page's entry would carry it (and Mantine's colour parsing) to compute the same constant table on
// every load. theme.test.ts checks the table is exactly what this rule gives for the theme.

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
export function readablePaletteVariables(theme: MantineTheme): Record<string, string> {
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
