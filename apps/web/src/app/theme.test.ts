import { DEFAULT_THEME, mergeMantineTheme, toRgba } from '@mantine/core';
import { describe, expect, it } from 'vitest';
import { contrastRatio, readablePaletteVariables } from './contrast.ts';
import { READABLE_LIGHT_VARIABLES, theme } from './theme.ts';

const rgb = (color: string) => {
  const { r, g, b } = toRgba(color);
  return [r, g, b];
};

describe('the theme reads at WCAG AA', () => {
  const merged = mergeMantineTheme(DEFAULT_THEME, theme);

  it("is exactly the darkening rule's answer for this theme's palettes (a palette change cannot slip under AA)", () => {
    const rule = readablePaletteVariables(merged);
    expect(Object.keys(READABLE_LIGHT_VARIABLES).sort()).toEqual(Object.keys(rule).sort());
    for (const [name, color] of Object.entries(rule)) expect([name, rgb(READABLE_LIGHT_VARIABLES[name] ?? '')]).toEqual([name, rgb(color)]);
  });

  it('puts every coloured text over 4.5:1 on grey cards and on its tint', () => {
    const card = merged.colors.gray[0] ?? '#fff';
    for (const [name, color] of Object.entries(READABLE_LIGHT_VARIABLES)) {
      const palette = name.split('-')[4] ?? '';
      const background = name.endsWith('-light-color') ? (merged.colors[palette]?.[1] ?? 'palette not found') : card;
      expect([name, contrastRatio(color, background) > 4.5]).toEqual([name, true]);
    }
  });
});
