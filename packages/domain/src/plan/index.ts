export * from './types.ts';
export { computePlan, isPlanDebt, PLAN_HORIZON_MONTHS } from './engine.ts';
export { planResponse } from './response.ts';
export { boundedSchedule, planMonthOut, schedulePage, type PlanMonthOut } from './schedule-page.ts';
export { previewPlan, planPreviewFigures, type PlanPreviewFigures } from './preview.ts';
export { DEFAULT_PLAN_SETTINGS, planDebtFromFacts, planInputFromFacts } from './from-facts.ts';
export {
  planInputFromWire,
  previewPlanFromWire,
  previewWithScheduleFromWire,
  type WirePlanSettings,
  type WirePreview,
  type WirePreviewInput,
} from './wire-preview.ts';
export { cheapestStrategy } from './cheapest.ts';
export {
  assignPaydayPayments,
  paydayList,
  paydayListResponse,
  paymentsThisCycle,
  PAYDAY_SEARCH_DAYS,
  PAYDAY_WINDOW_DAYS,
  type AssignedPayment,
  type PaydayList,
  type PaydayListInput,
  type PaydayPayment,
  type PaydayPlanMonth,
} from './payday-list.ts';
export { planMonthEnd } from './grid.ts';
export { PLAN_STRATEGIES } from '../schemas/plan-limits.ts';
