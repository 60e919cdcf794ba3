// Timing figures for the payoff projection (target: a 50-debt, 600-month projection < 5 ms).
// Prints the figures; asserts nothing. Run: cd packages/domain && npx tsx bench/projection.bench.ts
// (`pnpm bench` at the root prints them too).
import { measureProjections } from './projection.ts';
import { describeTiming } from './timing.ts';

for (const f of measureProjections()) {
  console.log(`${f.label}: ${f.debts} debts, ${f.monthsSimulated} months simulated, ${f.stillOwing} still owing at the horizon`);
  console.log(`  ${describeTiming(f.timing)} (target < 5 ms)`);
}
