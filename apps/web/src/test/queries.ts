import { screen, within } from '@testing-library/react';

/** The error text Mantine shows under an input (linked with aria-describedby), or null. */
export function errorUnder(input: HTMLElement): string | null {
  const ids = (input.getAttribute('aria-describedby') ?? '').split(' ').filter(Boolean);
  return ids.map((id) => document.getElementById(id)).find((el) => el?.className.includes('error'))?.textContent ?? null;
}

/** Confirms the open 'Apply this suggestion?' dialog once its preview is shown. */
export async function confirmApply(user: { click: (element: Element) => Promise<void> }): Promise<void> {
  const dialog = within(await screen.findByRole('dialog', { name: 'Apply this suggestion?' }));
  await dialog.findByRole('table', { name: 'What applying changes' });
  await user.click(dialog.getByRole('button', { name: 'Apply' }));
}
