// A calendar date written for a person, in the domain's sentences and emails.

import { type IsoDate, parseIsoDate } from './calendar.ts';

export const MONTH_ABBREVIATIONS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'] as const;

/**
 * A short date: 'Dec 4'; with the year ('Jan 8, 2027') when `today` is given and the date falls in
 * another year.
 */
export function formatShortDate(date: IsoDate, today?: IsoDate): string {
  const { year, month, day } = parseIsoDate(date);
  const base = `${MONTH_ABBREVIATIONS[month - 1]} ${day}`;
  return today !== undefined && parseIsoDate(today).year !== year ? `${base}, ${year}` : base;
}
