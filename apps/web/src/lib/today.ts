/**
 * The viewer's calendar day as 'YYYY-MM-DD' (local time). The server works out its own "today" from
 * the X-Timezone header the client sends; the client needs one for local decisions only (a banner
 * dismissed "for today", a form's estimate for the current month).
 */
export function localToday(now: Date = new Date()): string {
  const y = now.getFullYear();
  const m = String(now.getMonth() + 1).padStart(2, '0');
  const d = String(now.getDate()).padStart(2, '0');
  return `${y}-${m}-${d}`;
}
