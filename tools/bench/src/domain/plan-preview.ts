// Timing figures for the plan's what-if preview (target: < 16 ms per update for 50 debts, so a slider feels instant).
// Prints the figures; asserts nothing. Run: cd tools/bench && npx tsx src/domain/plan-preview.ts
import { describeTiming } from '../timing.ts';
import { measurePlanPreview } from './plan.ts';

for (const f of measurePlanPreview()) {
  console.log(`${f.label}: ${f.debts} debts, debt-free in ${f.months ?? 'never'} months`);
  console.log(`  ${describeTiming(f.timing)} (target < 16 ms)`);
}
