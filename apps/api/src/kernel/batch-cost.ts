/**
 * The procedures whose answer comes from the plan engine (the plan itself, its preview and
 * schedule, the dashboard's figures and chart, the debts list's savings, progress and the AI
 * figures). A /trpc batch counts what it costs by these, not only by how many procedures it names:
 * twenty previews of a large plan in one request were seconds of engine time.
 */
export const PLAN_COMPUTING_PROCEDURES: ReadonlySet<string> = new Set([
  'plan.get',
  'plan.save',
  'plan.preview',
  'plan.schedule',
  'plan.evaluateOffer',
  'dashboard.get',
  'dashboard.payday',
  'dashboard.progression',
  'debts.list',
  'progress.get',
  'ai.suggestions',
  'ai.generateInsights',
  'ai.generateRecommendations',
  'ai.paymentSchedule',
  'ai.insights',
  'ai.potentialScore',
  'ai.learningProgress',
]);

/**
 * The most plan-computing procedures one /trpc batch may call (README, docs/api.md); more is a 400.
 * Ten is every plan-computing read the web app has, all refetched at once (its largest opening
 * batch, the Insights screen's, calls seven), and a tenth of the 20-procedure batch's old worst case.
 */
export const TRPC_MAX_PLAN_CALLS = 10;

/** How many of a batch's procedures compute a plan. */
export function planCallsOf(procedures: readonly string[]): number {
  return procedures.filter((p) => PLAN_COMPUTING_PROCEDURES.has(p)).length;
}
