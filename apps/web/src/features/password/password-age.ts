/**
 * The Password card's line: the real date of the last change, in whole days ("Last updated 3 days
 * ago"), or "Set when you signed up" before the first change.
 */
export function passwordAgeText(passwordChangedAt: string | null, now: Date): string {
  if (!passwordChangedAt) return 'Set when you signed up';
  const days = Math.floor((now.getTime() - Date.parse(passwordChangedAt)) / 86_400_000);
  if (days <= 0) return 'Last updated today';
  return `Last updated ${days} day${days === 1 ? '' : 's'} ago`;
}
