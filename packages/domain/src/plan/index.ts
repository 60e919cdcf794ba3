export * from './types.ts';
export { computePlan, isPlanDebt, PLAN_HORIZON_MONTHS } from './engine.ts';
export { planResponse } from './response.ts';
export { previewPlan, planPreviewFigures, type PlanPreviewFigures } from './preview.ts';
