/** The error text Mantine shows under an input (linked with aria-describedby), or null. */
export function errorUnder(input: HTMLElement): string | null {
  const ids = (input.getAttribute('aria-describedby') ?? '').split(' ').filter(Boolean);
  return ids.map((id) => document.getElementById(id)).find((el) => el?.className.includes('error'))?.textContent ?? null;
}
