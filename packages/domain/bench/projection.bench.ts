// Timing figures for the payoff projection (target: a 50-debt, 600-month projection < 5 ms).
// Prints the figures; asserts nothing. Run: cd packages/domain && npx tsx bench/projection.bench.ts
// (or `npx vitest bench --run`, which prints the same figures plus vitest's own table). `pnpm bench`
// at the root prints them too.
import { projectPayoff } from './payoff.ts';
import { measureProjections, PROJECTION_CASES } from './projection.ts';
import { describeTiming } from './timing.ts';

for (const f of measureProjections()) {
  console.log(`${f.label}: ${f.debts} debts, ${f.monthsSimulated} months simulated, ${f.stillOwing} still owing at the horizon`);
  console.log(`  ${describeTiming(f.timing)} (target < 5 ms)`);
}

// Under `npx vitest bench` the figures above are printed while the file loads; vitest also needs a
// suite in the file, so register the full-horizon projection as a vitest bench (its table is one more figure).
if (process.env.VITEST) {
  const { bench } = await import('vitest');
  const full = PROJECTION_CASES[1]!;
  bench('projectPayoff, 50 debts, full 600 months', () => {
    projectPayoff(full.debts, full.options);
  });
}
