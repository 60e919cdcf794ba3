/**
 * Mantine's Badge clips its label with an ellipsis. Its label is an `overflow: hidden` flex item,
 * whose minimum width is 0, so a table cell or a tight flex row squeezes a short badge to 'S…'
 * instead of making room. Badges are short by design: let them keep their full width.
 */
export const BADGE_NO_TRUNCATE = { label: { overflow: 'visible' } } as const;
