import { Anchor, Button, Card, createTheme, DEFAULT_THEME, Paper, type CSSVariablesResolver, type MantineColorsTuple } from '@mantine/core';

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
    // A badge is never cut off ('PAID IN FU…' at 390 px): Mantine clips its label with an ellipsis;
    // here a label too long for the room wraps onto a second line inside the badge instead.
    Badge: {
      styles: {
        root: { maxWidth: '100%', height: 'auto', minHeight: 'var(--badge-height)' },
        label: { overflow: 'visible', textOverflow: 'clip', whiteSpace: 'normal', lineHeight: 1.25, paddingBlock: 1 },
      },
    },
  },
});

/**
 * Mantine's light scheme puts several palettes under AA: white on a filled green, orange, teal or
 * lime (shade 8: 2.5–4:1), their light-variant text (shade 9 on shade 1: 2.7–4.3:1, e.g. a yellow
 * Alert) and `c="green"` text on white. Per palette: the filled colour (also its text and outline
 * colour) darkened until it reads at 4.6:1 on gray 0, and the light variant's text darkened until it
 * reads at 4.6:1 on its tint, where Mantine's fall short. The rule that gives these is contrast.ts
 * (outside the bundle); theme.test.ts checks this table is exactly its answer for this theme, so a
 * palette change cannot bring the problem back unnoticed.
 */
const READABLE: Record<string, readonly [onCards: string, onTint?: string]> = {
  red: ['#d52f2f', '#bf2828'],
  cyan: ['#0b788a'],
  teal: ['#087c58', '#087956'],
  green: ['#267e36', '#257535'],
  lime: ['#4d7e0b', '#4a760a'],
  yellow: ['#9c5b00', '#a15300'],
  orange: ['#ba470a', '#b83d0d'],
};

export const READABLE_LIGHT_VARIABLES: Record<string, string> = Object.fromEntries(
  Object.entries(READABLE).flatMap(([name, [onCards, onTint]]): [string, string][] => [
    ...['filled', 'text', 'outline'].map((use): [string, string] => [`--mantine-color-${name}-${use}`, onCards]),
    ...(onTint ? [[`--mantine-color-${name}-light-color`, onTint] as [string, string]] : []),
  ]),
);

/**
 * Colours that meet WCAG AA in the light scheme (the only scheme the app offers): the palettes
 * above, the darker gray 6 (dimmed text), and error text in red 9 (5.5:1) instead of red 6 (3.6:1).
 */
export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: {
    ...READABLE_LIGHT_VARIABLES,
    '--mantine-color-error': 'var(--mantine-color-red-9)',
  },
  dark: {},
});
