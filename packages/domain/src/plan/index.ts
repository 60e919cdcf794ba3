export * from './types.ts';
export { computePlan, isPlanDebt, PLAN_HORIZON_MONTHS } from './engine.ts';
export { planResponse } from './response.ts';
export { previewPlan, planPreviewFigures, type PlanPreviewFigures } from './preview.ts';
export { DEFAULT_PLAN_SETTINGS, planDebtFromFacts, planInputFromFacts } from './from-facts.ts';
export { planDebtFromWire, previewPlanFromWire, type WirePlanSettings, type WirePreviewInput } from './wire-preview.ts';
