/** Mantine colours for per-debt series, told apart in light and dark schemes. */
const PALETTE = ['red.6', 'orange.6', 'yellow.6', 'teal.6', 'blue.6', 'grape.6', 'pink.6', 'cyan.6', 'lime.7', 'indigo.6'];

/**
 * Each debt's colour, the one place it is decided: by the debt's place among the debts' ids in
 * ascending order (the order they were added), never by plan order. So switching avalanche,
 * snowball or a custom order keeps every debt's colour, and any screen that charts the same debts
 * colours them the same. Ten debts get ten different colours before one repeats.
 */
export function debtColors(debtIds: Iterable<number>): Map<number, string> {
  const ids = [...new Set(debtIds)].sort((a, b) => a - b);
  return new Map(ids.map((id, i) => [id, PALETTE[i % PALETTE.length] ?? 'gray.6']));
}
