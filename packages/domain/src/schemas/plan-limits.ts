// The plan contract's constants, apart from its zod schemas: the engine's schedule paging and the
// screens that list the strategies use them without building any schema.

export const PLAN_STRATEGIES = ['avalanche', 'snowball', 'custom'] as const;
export type PlanStrategy = (typeof PLAN_STRATEGIES)[number];

/**
 * How much of the schedule travels in every plan answer: the first two years month by month (two
 * pages of the Plan screen's table, and the dashboard's 6 or 12 months), then a row a year for the
 * chart. A 50-year plan is 72 rows instead of 600.
 */
export const SCHEDULE_MONTHLY_ROWS = 24;
export const SCHEDULE_SPARSE_EVERY = 12;
/**
 * The most rows a plan answer adds past its monthly head for the months where the plan changes (a
 * lump sum paid, a promotion's end, a debt paid off) and the month before a step, so the chart
 * drawn through its rows shows the balance of those months: 24 steps on top of the yearly rows.
 */
export const SCHEDULE_CHANGE_ROWS_MAX = 48;
/**
 * The most debt-months (a debt's line in a row) a plan answer carries when a sparser shape can keep
 * it there: 20 debts over 50 years fit the full shape; 200 debts get 12 monthly rows and a row every
 * few years (about 0.35 MB instead of 1.1 MB).
 */
export const SCHEDULE_MAX_ENTRIES = 5_000;
/** GET /api/plan/schedule: at most this many months a page (ten years), 24 when not asked. */
export const SCHEDULE_PAGE_MAX = 120;
export const SCHEDULE_PAGE_DEFAULT = 24;
