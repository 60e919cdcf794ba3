/** The Financial Progression chart's choices: the next 6 or 12 months. */
export type Horizon = 6 | 12;

/** It opens on 12 months (the dashboard's opening read asks for the same, app/opening-reads.ts). */
export const DEFAULT_HORIZON: Horizon = 12;
