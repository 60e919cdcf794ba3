// Dates for the journeys, relative to the real today. The browser runs in the test's own time zone,
// so "today" is the same day for the test, the browser and the server (which reads X-Timezone).

export const timezoneId = Intl.DateTimeFormat().resolvedOptions().timeZone;

/** Today + n days as 'YYYY-MM-DD' (local calendar). */
export function isoDay(offset: number): string {
  const d = new Date();
  d.setHours(12, 0, 0, 0);
  d.setDate(d.getDate() + offset);
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
}

export const utcOf = (iso: string) => {
  const [y, m, d] = iso.split('-').map(Number);
  return new Date(Date.UTC(y ?? 0, (m ?? 1) - 1, d ?? 1));
};

/** 'Dec 2, 2026', as the app writes a date. */
export const longDate = (iso: string) =>
  new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric', timeZone: 'UTC' }).format(utcOf(iso));

/** 'Dec 2' */
export const shortDate = (iso: string) =>
  new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', timeZone: 'UTC' }).format(utcOf(iso));
