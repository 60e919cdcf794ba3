import { Button, Card, createTheme, Paper, type MantineColorsTuple } from '@mantine/core';

// A calm green: progress and money saved, without the alarm of red or the coldness of grey-blue.
const paydown: MantineColorsTuple = [
  '#e6fcf4',
  '#d3f5e8',
  '#a8e9d0',
  '#79ddb6',
  '#53d2a0',
  '#3acb92',
  '#2bc78a',
  '#1bb077',
  '#0b9c68',
  '#008757',
];

// Mantine's headings have their own font setting (a system stack by default): both get the body font.
const FONT_FAMILY = 'Inter, ui-sans-serif, system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif';

export const theme = createTheme({
  primaryColor: 'paydown',
  primaryShade: { light: 8, dark: 6 },
  colors: { paydown },
  defaultRadius: 'md',
  cursorType: 'pointer',
  fontFamily: FONT_FAMILY,
  headings: { fontFamily: FONT_FAMILY, fontWeight: '700' },
  components: {
    Button: Button.extend({ defaultProps: { radius: 'md' } }),
    Card: Card.extend({ defaultProps: { withBorder: true, radius: 'lg', padding: 'lg', shadow: 'xs' } }),
    Paper: Paper.extend({ defaultProps: { radius: 'lg' } }),
  },
});
